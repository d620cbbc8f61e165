import { render } from '@testing-library/react';
import { Badge } from 'primereact/badge';
import { Tag } from 'primereact/tag';

// PrimeReact is patched (patches/README.md) so that a component mounting writes its styles' text
// into the document only when the text differs: every write replaced a style sheet, and the browser
// then recalculated the styles and layout of the whole page.
function styleWritesWhile(act: () => void): Promise<string[]> {
  const written: string[] = [];
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      const style = mutation.target instanceof HTMLStyleElement ? mutation.target : mutation.target.parentElement;
      if (style instanceof HTMLStyleElement) written.push(style.dataset.primereactStyleId ?? '?');
    }
  });
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  act();
  // MutationObserver reports in a microtask.
  return Promise.resolve().then(() => {
    observer.disconnect();
    return written;
  });
}

describe('PrimeReact patched to write a style once', () => {
  it('writes the styles with the first component and not again with the next ones', async () => {
    const first = await styleWritesWhile(() => render(<Tag value="Entwurf" />));
    expect(first).toEqual(expect.arrayContaining(['base', 'common', 'tag']));
    expect(document.head.querySelector('style[data-primereact-style-id="tag"]')?.textContent).toContain('.p-tag');

    const next = await styleWritesWhile(() =>
      render(
        <>
          <Tag value="Freigegeben" />
          <Tag value="Archiviert" />
          <Badge value="3" />
        </>,
      ),
    );
    // The badge's own style is new; the tags' and the shared ones are already there.
    expect(next).toEqual(['badge']);
  });
});
