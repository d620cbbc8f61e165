import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { Card } from 'primereact/card';
import { useTranslation } from 'react-i18next';
import { useGetDashboardWidgetQuery } from '../api/dashboardWidgetEndpoints';
import type { WidgetBlock, WidgetLink, WidgetText } from '../contract/dashboard-widget';
import { CountsChart } from '../ui/CountsChart';
import { ErrorMessage } from '../ui/ErrorMessage';
import { useCurrentCustomer } from '../session/hooks';
import { LoadingBlock } from '../ui/LoadingBlock';
import { StatusBadge } from '../ui/StatusBadge';
import { useRememberedHeight } from '../ui/useRememberedHeight';
import { useWidgetHref, useWidgetText } from './widgetText';

export interface DashboardWidgetCardProps {
  /** The module's name: test ids `<name>-dashboard-widget`, `<name>-widget-chart`, ... */
  name: string;
  /** The module's i18n namespace (its manifest texts hold the keys the content uses). */
  namespace: string;
  titleKey: string;
  /** The call answering DashboardWidgetContent. */
  source: string;
  /** The module's route patterns: links to anything else are shown as text. */
  routes: readonly string[];
}

type Text = (text: WidgetText) => string;

/** The lara palette's red 800 (7.6:1 on white) and a bar beside the row, so overdue shows without reading. */
const OVERDUE_TEXT = { color: '#991b1b' } as const;
const OVERDUE_ITEM = { borderLeft: '4px solid #dc2626', paddingLeft: '0.5rem' } as const;
type Href = (link: WidgetLink) => string | null;
const FLOW_ROOT = { display: 'flow-root' } as const;

function WidgetLinkOrText({ link, text, href, className, icon }: { link: WidgetLink; text: Text; href: Href; className?: string; icon?: string }) {
  const to = href(link);
  return to ? (
    <Link to={to} className={className}>
      {icon && <i className={`${icon} mr-2`} aria-hidden="true" />}
      {text(link.label)}
    </Link>
  ) : (
    <span>{text(link.label)}</span>
  );
}

/** Items to act on; overdue ones are counted first and marked in colour (red bar, red date) and word. */
function Items({ block, name, text, href }: { block: Extract<WidgetBlock, { type: 'items' }>; name: string; text: Text; href: Href }) {
  const { t } = useTranslation('common');
  return (
    <>
      {block.overdueCount ? (
        <p className="mt-0 mb-2 font-semibold" style={OVERDUE_TEXT} data-testid={`${name}-widget-overdue`}>
          <i className="pi pi-exclamation-triangle mr-2" aria-hidden="true" />
          {t('dashboard.overdueCount', { count: block.overdueCount })}
        </p>
      ) : null}
      <ul className="list-none p-0 mt-0 mb-3 flex flex-column gap-2" data-testid={`${name}-widget-items`}>
        {block.items.map((item, index) => (
          <li
            key={index}
            className="flex flex-wrap align-items-center gap-2"
            style={item.overdue ? OVERDUE_ITEM : undefined}
            data-overdue={item.overdue ? 'true' : undefined}
          >
            <WidgetLinkOrText link={item.link} text={text} href={href} />
            {item.detail && (
              <span className="text-sm" style={item.overdue ? OVERDUE_TEXT : undefined}>
                {text(item.detail)}
              </span>
            )}
            {item.overdue && <StatusBadge severity="danger" label={t('dashboard.overdue')} />}
            {item.badge && <StatusBadge severity={item.badge.severity} label={text(item.badge.label)} />}
          </li>
        ))}
      </ul>
    </>
  );
}

function Block({ block, name, text, href }: { block: WidgetBlock; name: string; text: Text; href: Href }) {
  switch (block.type) {
    case 'text':
      return <p className={block.muted ? 'mt-0 mb-3 text-sm text-color-secondary' : 'mt-0 mb-3'}>{text(block.text)}</p>;
    case 'chart':
      return (
        <>
          {block.heading && <h3 className="text-base mt-0 mb-2">{text(block.heading)}</h3>}
          <CountsChart
            caption={text(block.caption)}
            groupHeader={text(block.groupHeader)}
            groups={block.groups.map((group) => ({
              label: text(group.label),
              segments: group.segments.map((segment) => ({ ...segment, label: text(segment.label) })),
            }))}
            testId={`${name}-widget-chart`}
          />
        </>
      );
    case 'items':
      return <Items block={block} name={name} text={text} href={href} />;
    case 'links':
      return (
        <ul className="list-none p-0 mt-3 mb-0 flex flex-column gap-2" data-testid={`${name}-widget-links`}>
          {block.links.map((link, index) => (
            <li key={index}>
              <WidgetLinkOrText link={link} text={text} href={href} />
            </li>
          ))}
        </ul>
      );
  }
}

/**
 * A module's dashboard widget from its content (contract/dashboard-widget): the module's code is
 * not loaded. Reloads when the dashboard opens and after every write (the figures may have changed).
 */
export function DashboardWidgetCard({ name, namespace, titleKey, source, routes }: DashboardWidgetCardProps) {
  const { t } = useTranslation(namespace);
  const text = useWidgetText(namespace);
  const href = useWidgetHref(routes);
  const { data, error, refetch } = useGetDashboardWidgetQuery(source, { refetchOnMountOrArgChange: true });
  // The content renders as a deferred update, in slices: the store's answers render at once, in one
  // task, and the dashboard's widgets answering in the same frame took 30–80 ms (on a phone four
  // times that). Until it is there the card keeps its loading placeholder.
  const shown = useDeferredValue(data);
  // While it loads the card keeps the height its content had last time: the cards below stay put.
  const customer = useCurrentCustomer();
  const remembered = useRememberedHeight(customer ? `${customer.customerUid}/widget/${name}` : null);
  return (
    <Card className="h-full" header={<h2 className="text-lg font-semibold m-0 px-3 pt-3">{t(titleKey)}</h2>} data-testid={`${name}-dashboard-widget`}>
      {!shown && !error && (
        <div className="flex flex-column justify-content-center" style={remembered.placeholderStyle}>
          <LoadingBlock />
        </div>
      )}
      {error && !data ? <ErrorMessage error={error} onRetry={() => void refetch()} /> : null}
      {shown && (
        // flow-root: the last block's margin counts into the measured height.
        <div ref={remembered.ref} style={FLOW_ROOT}>
          {shown.blocks.map((block, index) => (
            <Block key={index} block={block} name={name} text={text} href={href} />
          ))}
          {shown.action && (
            <WidgetLinkOrText
              link={shown.action}
              text={text}
              href={href}
              icon="pi pi-arrow-right"
              className="p-button p-button-sm p-button-outlined no-underline mt-3"
            />
          )}
        </div>
      )}
    </Card>
  );
}
