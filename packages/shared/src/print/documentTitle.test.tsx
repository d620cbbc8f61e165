import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { useDocumentTitle, useLayoutDocumentTitle } from './documentTitle';

/** A page's title claim, as a report page makes it. */
function Claim({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function Layout({ children }: { children?: ReactNode }) {
  useLayoutDocumentTitle('Muster GmbH');
  return <>{children}</>;
}

// The claims are module state: the first test sees the module as a page that embeds a report loads it.
describe('document title', () => {
  it('gives a page without the portal layout (an intranet page embedding a report) its own title back', () => {
    document.title = 'Intranet';
    const { unmount } = render(<Claim title="Muster GmbH – Bericht" />);
    expect(document.title).toBe('Muster GmbH – Bericht');
    unmount();
    expect(document.title).toBe('Intranet');
  });

  it("keeps the report's title over the layout's, whichever effect runs last, and gives the layout its title back when the report is left", () => {
    const { rerender } = render(
      <Layout>
        <Claim title="Muster GmbH – Bericht" />
      </Layout>,
    );
    expect(document.title).toBe('Muster GmbH – Bericht');
    rerender(<Layout />);
    expect(document.title).toBe('Muster GmbH');
  });

  it('claims nothing while the title is still unknown', () => {
    render(
      <Layout>
        <Claim title="" />
      </Layout>,
    );
    expect(document.title).toBe('Muster GmbH');
  });
});
