import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { useCurrentCustomer, formatDate } from '@vws/shared/core';
import type { PageOrientation } from './pageCss';
import { PrintDocument } from './PrintDocument';

export interface PrintReportFrameProps {
  title: string;
  /** The active filter as describeFilter states it; empty when nothing is filtered. */
  filter?: string;
  /** Where close goes when there is no page to go back to (spec §2: /customer, with the customer). */
  closeTo: string;
  /** Shown on screen only (the filter panel). */
  controls?: ReactNode;
  children: ReactNode;
  className?: string;
  filterTestId?: string;
  /** landscape for tables too wide for an upright A4 sheet. */
  orientation?: PageOrientation;
}

/**
 * The frame of a print report (spec §2): the customer's name and today's date (DD.MM.YYYY) in the
 * heading, the active filter stated exactly, print and close buttons on screen only; on paper a
 * PrintDocument (A4, running header, page numbers, document title).
 */
export function PrintReportFrame({
  title,
  filter,
  closeTo,
  controls,
  children,
  className,
  filterTestId = 'print-report-filter',
  orientation,
}: PrintReportFrameProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const customer = useCurrentCustomer();
  // Back only within this portal page's own history: the router's first entry (key 'default': a
  // deep link, the start after sign-in) has nothing of the portal behind it, e.g. the sign-in form.
  const close = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(closeTo);
  };
  return (
    <PrintDocument title={title} orientation={orientation} className={['vws-print-report', className].filter(Boolean).join(' ')}>
      <div className="flex flex-wrap align-items-start justify-content-between gap-2">
        <div>
          <h1 className="m-0 text-2xl">{title}</h1>
          <p className="m-0 text-color-secondary" data-testid="print-report-heading">
            {t('print.heading', { customer: customer?.name ?? '', date: formatDate(new Date().toISOString()) })}
          </p>
        </div>
        <div className="flex gap-2 vws-no-print">
          <Button type="button" label={t('actions.print')} icon="pi pi-print" onClick={() => window.print()} />
          <Button type="button" label={t('actions.close')} icon="pi pi-times" severity="secondary" outlined onClick={close} />
        </div>
      </div>
      {controls && <div className="vws-no-print mt-3">{controls}</div>}
      <p className="my-2" data-testid={filterTestId}>
        <span className="font-medium">{t('print.filter')}: </span>
        {filter || t('print.noFilter')}
      </p>
      {children}
    </PrintDocument>
  );
}

/** Free text on paper: as text with its line breaks, never as a text area. */
export function PrintText({ value }: { value: string }) {
  return <div className="vws-print-only vws-print-text">{value}</div>;
}
