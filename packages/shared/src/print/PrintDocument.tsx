import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, useCurrentCustomer, useDocumentTitle as claimDocumentTitle } from '@vws/shared/core';
import { pageCss, type PageOrientation } from './pageCss';
import './print.css';

export interface PrintDocumentProps {
  /** The report's title: in the running header of every sheet and in the document title "<customer> – <title>". */
  title: string;
  /** landscape for tables too wide for an upright A4 sheet. */
  orientation?: PageOrientation;
  children: ReactNode;
  className?: string;
}

/** A shell before 1.7.0 provides a core without title claims: the report then sets the title itself. */
function useTitleDirectly(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
const useDocumentTitle: (title: string | undefined) => void = typeof claimDocumentTitle === 'function' ? claimDocumentTitle : useTitleDirectly;

/** The page rules of the mounted report, in the document's head while it is shown. */
function usePageCss(css: string): void {
  useEffect(() => {
    const style = document.createElement('style');
    style.dataset.vwsPrintPage = '';
    style.textContent = css;
    document.head.appendChild(style);
    return () => style.remove();
  }, [css]);
}

/**
 * A printable document, independent of its content: A4 sheets (upright or on their side) with the
 * customer, the title and today's date at the top of every sheet and "Seite 3 von 12" at its foot,
 * the document title "<customer> – <title>", and the print rules (no portal chrome or controls, every
 * column inside the sheet, charts scaled to it).
 */
export function PrintDocument({ title, orientation = 'portrait', children, className }: PrintDocumentProps) {
  const { t } = useTranslation('common');
  const customer = useCurrentCustomer()?.name ?? '';
  const date = formatDate(new Date());
  usePageCss(pageCss({ orientation, customer, title, date, pageNumber: t('print.pageNumber', { page: '{{page}}', pages: '{{pages}}' }) }));
  useDocumentTitle(customer && title ? `${customer} – ${title}` : undefined);
  return <div className={['vws-print-document', `vws-print-${orientation}`, className].filter(Boolean).join(' ')}>{children}</div>;
}

/**
 * One record of a record-based report: its heading (number and name) repeats at the top of every
 * sheet the record fills, as the header of a layout table (Chromium repeats a table's head on each page).
 */
export function PrintRecord({
  heading,
  children,
  className,
  labelledBy,
}: {
  heading: ReactNode;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section className={className} aria-labelledby={labelledBy}>
      <table role="presentation" className="vws-print-record">
        <thead>
          <tr>
            <td>{heading}</td>
          </tr>
        </thead>
        <tbody>
          <tr className="vws-print-record-body">
            <td>{children}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
