import { cssString, pageCss, pageNumberContent } from './pageCss';

describe('pageCss', () => {
  it('words the page number with the CSS page counters in either language', () => {
    expect(pageNumberContent('Seite {{page}} von {{pages}}')).toBe('"Seite " counter(page) " von " counter(pages)');
    expect(pageNumberContent('Page {{page}} of {{pages}}')).toBe('"Page " counter(page) " of " counter(pages)');
  });

  it('keeps user text inside its string: quotes, backslashes, line breaks and markup are escaped', () => {
    const text = cssString('A "B" \\ C\n</style><script>');
    expect(text).toBe('"A \\22 B\\22  \\5c  C\\a \\3c /style\\3e \\3c script\\3e "');
    expect(text.slice(1, -1)).not.toMatch(/(^|[^\\])"|<|>|\n/);
  });

  it('sets A4 in the chosen orientation with customer, title, date and page number in the margin boxes', () => {
    const css = pageCss({
      orientation: 'landscape',
      customer: 'Muster GmbH',
      title: 'VVT-Listenbericht',
      date: '25.11.2026',
      pageNumber: 'Seite {{page}} von {{pages}}',
    });
    expect(css).toContain('size: A4 landscape;');
    expect(css).toMatch(/@top-left \{ content: "Muster GmbH – VVT-Listenbericht";/);
    expect(css).toMatch(/@top-right \{ content: "25\.11\.2026";/);
    expect(css).toMatch(/@bottom-right \{ content: "Seite " counter\(page\) " von " counter\(pages\);/);
  });
});
