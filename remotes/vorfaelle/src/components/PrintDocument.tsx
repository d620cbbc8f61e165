import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import './printDocument.css';

export interface PrintDocumentProps {
  /** On every page's head (position: fixed repeats on each printed page). */
  runningHeader: string;
  /** "Seite {page} von {pages}" in the page's language: the counters are CSS's. */
  pageText: { page: string; of: string };
  texts: { print: string; back: string };
  testId: string;
  children: ReactNode;
}

/**
 * A printable document (A4, page numbers, a running header, no portal chrome: the route's layout
 * is 'print'). Simple @page CSS until the shared document frame of packages/shared/src/print lands (the betroffenenanfragen remote has the same file: a remote imports no other remote).
 */
export function PrintDocument({ runningHeader, pageText, texts, testId, children }: PrintDocumentProps) {
  const navigate = useNavigate();
  const counter = `@page { @bottom-right { content: "${pageText.page} " counter(page) " ${pageText.of} " counter(pages); font-size: 9pt; } }`;
  return (
    <div className="vws-document" data-testid={testId}>
      <style>{counter}</style>
      <div className="vws-document-running-header" aria-hidden="true">
        {runningHeader}
      </div>
      <div className="vws-no-print flex gap-2 justify-content-end mb-3">
        <Button type="button" label={texts.print} icon="pi pi-print" onClick={() => window.print()} />
        <Button type="button" label={texts.back} icon="pi pi-arrow-left" severity="secondary" outlined onClick={() => void navigate(-1)} />
      </div>
      <article className="vws-document-body">{children}</article>
    </div>
  );
}

/** One labelled statement of the document; an empty value prints as a dash. */
export function Statement({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="vws-document-statement">
      <dt>{label}</dt>
      <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
    </div>
  );
}
