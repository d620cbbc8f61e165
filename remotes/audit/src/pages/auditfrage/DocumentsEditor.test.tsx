import { screen } from '@testing-library/react';
import type { Dokument } from '@vws/shared/contract/audit';
import { auditApi, renderPage, stopFakeServer } from '../../testing/renderPage';
import { DocumentsEditor } from './DocumentsEditor';

afterEach(() => stopFakeServer());

const linkDoc = (ID: number, Name: string, Link: string): Dokument => ({
  ID,
  Name,
  Link,
  Dateiname: '',
  Mimetype: '',
  Groesse: 0,
  hasFile: false,
  IsModified: false,
  IsDeleted: false,
});

const UNSAFE = ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd'];

function show(docs: Dokument[], readOnly: boolean) {
  return renderPage(
    <DocumentsEditor
      docs={docs}
      onChange={() => undefined}
      readOnly={readOnly}
      downloadUrl={(id) => `/api/dl?id=${id}`}
      showErrors={false}
      onFileTooLarge={() => undefined}
    />,
    auditApi(),
  );
}

describe('DocumentsEditor', () => {
  it.each(UNSAFE)('shows a stored link %j to a reader as plain text, not as a link', async (link) => {
    show([linkDoc(1, 'Altlast', link), linkDoc(2, 'Vertrag', 'https://example.com/vertrag.pdf'), linkDoc(3, 'Postfach', 'mailto:dsb@example.com')], true);
    const text = await screen.findByText(link);
    expect(text.closest('a')).toBeNull();
    expect(document.querySelector(`a[href="${CSS.escape(link)}"]`)).toBeNull();
    expect(screen.getByRole('link', { name: 'https://example.com/vertrag.pdf' })).toHaveAttribute('href', 'https://example.com/vertrag.pdf');
    expect(screen.getByRole('link', { name: 'mailto:dsb@example.com' })).toHaveAttribute('href', 'mailto:dsb@example.com');
    // Only the two safe links are links.
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it.each(UNSAFE)('offers no "open" link for %j to an editor', async (link) => {
    show([linkDoc(1, 'Altlast', link), linkDoc(2, 'Vertrag', 'https://example.com/vertrag.pdf')], false);
    expect(await screen.findByDisplayValue(link)).toBeInTheDocument();
    const open = screen.getAllByRole('link', { name: 'Öffnen' });
    expect(open).toHaveLength(1);
    expect(open[0]).toHaveAttribute('href', 'https://example.com/vertrag.pdf');
  });

  it('names a document made only of invisible characters as missing and an unsafe link as invalid', async () => {
    renderPage(
      <DocumentsEditor
        docs={[{ ...linkDoc(-1, '\u200b', 'javascript:alert(1)'), IsModified: true }]}
        onChange={() => undefined}
        readOnly={false}
        downloadUrl={(id) => `/api/dl?id=${id}`}
        showErrors
        onFileTooLarge={() => undefined}
      />,
      auditApi(),
    );
    expect(await screen.findByText('Pflichtfeld')).toBeInTheDocument();
    expect(screen.getByText('Bitte eine gültige Adresse (URL) angeben.')).toBeInTheDocument();
  });
});
