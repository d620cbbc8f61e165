import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLayoutDocumentTitle } from './documentTitle';
import { PrintDocument, PrintRecord } from './PrintDocument';
import { renderPage, stopFakeServer } from '../testing/renderPage';

afterEach(() => stopFakeServer());

const pageRules = () => [...document.head.querySelectorAll('style[data-vws-print-page]')].map((style) => style.textContent ?? '');

function Layout({ children }: { children?: ReactNode }) {
  useLayoutDocumentTitle('Muster GmbH');
  return <>{children}</>;
}

describe('PrintDocument', () => {
  it('titles the document "<customer> – <report>" over the layout title, and sets up A4 sheets with header and page numbers', () => {
    const { unmount } = renderPage(
      <Layout>
        <PrintDocument title="VVT-Listenbericht" orientation="landscape">
          <p>Inhalt</p>
        </PrintDocument>
      </Layout>,
      () => ({ status: 404 }),
    );
    expect(screen.getByText('Inhalt')).toBeInTheDocument();
    expect(document.title).toBe('Muster GmbH – VVT-Listenbericht');
    const [css, ...more] = pageRules();
    expect(more).toEqual([]);
    expect(css).toContain('size: A4 landscape');
    expect(css).toContain('content: "Muster GmbH – VVT-Listenbericht"');
    expect(css).toContain('content: "Seite " counter(page) " von " counter(pages)');
    unmount();
    expect(pageRules()).toEqual([]);
  });
});

describe('PrintRecord', () => {
  it("puts the record's heading in a table head, which the browser repeats on every sheet the record fills", () => {
    render(
      <PrintRecord heading={<h2>VT-007 Kundenverwaltung</h2>} labelledBy="r">
        <p>Felder</p>
      </PrintRecord>,
    );
    const heading = screen.getByRole('heading', { name: 'VT-007 Kundenverwaltung' });
    expect(heading.closest('thead')).not.toBeNull();
    expect(screen.getByText('Felder').closest('tbody')).not.toBeNull();
  });
});
