import { Button } from 'primereact/button';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpTexts } from '@vws/shared/core';

/** The topics of the help namespace (spec §1). */
export type HelpTopic =
  | 'levels'
  | 'phases'
  | 'protectionGoals'
  | 'purpose'
  | 'legitimateInterest'
  | 'tom'
  | 'riskAndDamage'
  | 'interventionIntensity'
  | 'dpia'
  | 'legalBases'
  | 'storageLocations'
  | 'linkedApplications'
  | 'groupsOfPeople'
  | 'dataCategories'
  | 'retentionPeriods'
  | 'relations'
  | 'bcmCriticality'
  | 'restartPriority';

type HelpEntry = { title?: string; text?: string; [key: string]: unknown };

/** The topic's title and text, then its further entries (levels, criteria, suggestions) as lists. */
export function HelpContent({ topic }: { topic: HelpTopic }) {
  const { t } = useTranslation('help');
  const ready = useHelpTexts();
  if (!ready) return null;
  const entry = t(topic, { returnObjects: true }) as HelpEntry | string;
  if (typeof entry !== 'object' || entry === null) return null;
  const items = Object.entries(entry).filter(([key, value]) => !['title', 'text', 'suggestionsTitle'].includes(key) && typeof value === 'string');
  const groups = Object.entries(entry).filter(([, value]) => typeof value === 'object' && value !== null);
  return (
    <div className="vws-help-content" style={{ maxWidth: '32rem' }}>
      {entry.title && <h3 className="mt-0 mb-2 text-lg">{entry.title}</h3>}
      {entry.text && <p className="mt-0 line-height-3">{entry.text}</p>}
      {items.length > 0 && (
        <ul className="pl-3 m-0 line-height-3">
          {items.map(([key, value]) => (
            <li key={key}>{value as string}</li>
          ))}
        </ul>
      )}
      {groups.map(([key, value]) => (
        <div key={key} className="mt-2">
          {key === 'suggestions' && typeof entry.suggestionsTitle === 'string' && <strong className="block mb-1">{entry.suggestionsTitle}</strong>}
          <ul className="pl-3 m-0 line-height-3">
            {Object.entries(value as Record<string, string>).map(([itemKey, text]) => (
              <li key={itemKey}>{text}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * A small help button beside a field or heading that opens the topic's help text. It is there from
 * the first paint (named "Hilfe" until the texts, loaded on demand, name its topic): nothing beside
 * it moves when they arrive.
 */
export function HelpTip({ topic }: { topic: HelpTopic }) {
  const { t } = useTranslation('help');
  const { t: common } = useTranslation('common');
  const ready = useHelpTexts();
  const panel = useRef<OverlayPanel>(null);
  return (
    <>
      <Button
        type="button"
        icon="pi pi-question-circle"
        rounded
        text
        size="small"
        aria-label={ready ? `${t('title')}: ${t(`${topic}.title`)}` : common('help')}
        onClick={(event) => panel.current?.toggle(event)}
      />
      <OverlayPanel ref={panel} dismissable showCloseIcon closeIcon="pi pi-times">
        <HelpContent topic={topic} />
      </OverlayPanel>
    </>
  );
}
