import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { PrintDocument } from '@vws/shared/print';
import './printDocument.css';

export interface DocumentPageProps {
  /** The document's heading: the h1, the running header of every sheet and the document title. */
  title: string;
  texts: { print: string; back: string };
  testId: string;
  children: ReactNode;
}

/**
 * A letter-like document on the shared PrintDocument (A4, running header, "Seite 3 von 12", no portal
 * chrome: the route's layout is 'print'), with print and back buttons on screen only.
 */
export function DocumentPage({ title, texts, testId, children }: DocumentPageProps) {
  const navigate = useNavigate();
  return (
    <PrintDocument title={title}>
      <div className="vws-document" data-testid={testId}>
        <div className="vws-no-print flex gap-2 justify-content-end mb-3">
          <Button type="button" label={texts.print} icon="pi pi-print" onClick={() => window.print()} />
          <Button type="button" label={texts.back} icon="pi pi-arrow-left" severity="secondary" outlined onClick={() => void navigate(-1)} />
        </div>
        <article className="vws-document-body">{children}</article>
      </div>
    </PrintDocument>
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
