import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { changeLanguage, i18n } from '../i18n';
import { FilterSection, PHONE_WIDTH_QUERY } from './FilterSection';

const realMatchMedia = window.matchMedia;
function screenWidth(phone: boolean) {
  window.matchMedia = ((query: string) => ({ ...realMatchMedia(query), matches: phone && query === PHONE_WIDTH_QUERY })) as typeof window.matchMedia;
}
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

async function renderSection(active: boolean, language: 'de' | 'en' = 'de') {
  // Resolves once the language's texts are there (English ones load on demand).
  await changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <FilterSection label="Filter" active={active}>
        <label htmlFor="text">Text</label>
        <input id="text" />
      </FilterSection>
    </I18nextProvider>,
  );
}

test('wider than a phone the filter fields are open, without a button', async () => {
  screenWidth(false);
  await renderSection(true);
  expect(screen.getByRole('region', { name: 'Filter' })).toBeVisible();
  expect(screen.getByLabelText('Text')).toBeVisible();
  expect(screen.queryByRole('button')).toBeNull();
});

test('on a phone the fields are folded behind a button that opens and closes them', async () => {
  screenWidth(true);
  await renderSection(false);
  const toggle = screen.getByRole('button', { name: 'Filter' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Folded at first, the fields are not built yet.
  expect(screen.queryByLabelText('Text')).toBeNull();

  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: 'Filter' })).toBeVisible();
  expect(screen.getByLabelText('Text')).toBeVisible();
  expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBe(screen.getByRole('region', { name: 'Filter' }));

  // Folded again, the fields stay (with what was typed).
  fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Art. 30' } });
  fireEvent.click(toggle);
  expect(screen.getByLabelText('Text')).not.toBeVisible();
  fireEvent.click(toggle);
  expect(screen.getByLabelText('Text')).toHaveValue('Art. 30');
});

test('the folded button says when a filter narrows the list, in German and English', async () => {
  screenWidth(true);
  await renderSection(true);
  expect(screen.getByRole('button', { name: 'Filter (aktiv)' })).toBeInTheDocument();
  cleanup();
  await renderSection(true, 'en');
  expect(screen.getByRole('button', { name: 'Filter (active)' })).toBeInTheDocument();
});
