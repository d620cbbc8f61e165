import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { FilterSection, PHONE_WIDTH_QUERY } from './FilterSection';

const realMatchMedia = window.matchMedia;
function screenWidth(phone: boolean) {
  window.matchMedia = ((query: string) => ({ ...realMatchMedia(query), matches: phone && query === PHONE_WIDTH_QUERY })) as typeof window.matchMedia;
}
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

function renderSection(active: boolean, language: 'de' | 'en' = 'de') {
  void i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <FilterSection label="Filter" active={active}>
        <label htmlFor="text">Text</label>
        <input id="text" />
      </FilterSection>
    </I18nextProvider>,
  );
}

test('wider than a phone the filter fields are open, without a button', () => {
  screenWidth(false);
  renderSection(true);
  expect(screen.getByRole('region', { name: 'Filter' })).toBeVisible();
  expect(screen.getByLabelText('Text')).toBeVisible();
  expect(screen.queryByRole('button')).toBeNull();
});

test('on a phone the fields are folded behind a button that opens and closes them', () => {
  screenWidth(true);
  renderSection(false);
  const toggle = screen.getByRole('button', { name: 'Filter' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByLabelText('Text')).not.toBeVisible();

  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: 'Filter' })).toBeVisible();
  expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBe(screen.getByRole('region', { name: 'Filter' }));

  fireEvent.click(toggle);
  expect(screen.getByLabelText('Text')).not.toBeVisible();
});

test('the folded button says when a filter narrows the list, in German and English', () => {
  screenWidth(true);
  renderSection(true);
  expect(screen.getByRole('button', { name: 'Filter (aktiv)' })).toBeInTheDocument();
  cleanup();
  renderSection(true, 'en');
  expect(screen.getByRole('button', { name: 'Filter (active)' })).toBeInTheDocument();
});
