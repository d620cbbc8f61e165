import '../../../../packages/shared/src/api/testing/fetchPolyfill';
import { changeLanguage, i18n } from '@vws/shared/core';
import vvtModule, { PAGE_LOADERS } from '../module';

// A file of its own: the texts stay registered for the rest of a test file (one i18n instance).
it('starts the lists without the texts of the record and report pages; a record page brings them, in both languages', async () => {
  await vvtModule.init?.();
  expect(i18n.getFixedT('de', 'vvt')('list.title1')).toBe('Verarbeitungstätigkeiten (Fachebene)');
  await PAGE_LOADERS['/vvt-list/:ebenenr']!();
  expect(i18n.exists('vvt:dpia.open', { lng: 'de' })).toBe(false);

  await PAGE_LOADERS['/vvt-detail/:ebenenr']!();
  expect(i18n.getFixedT('de', 'vvt')('dpia.open')).toBe('Noch offen');
  await changeLanguage('en');
  expect(i18n.getFixedT('en', 'vvt')('dpia.open')).toBe('Not decided');
  expect(i18n.getFixedT('en', 'vvt')('list.title1')).toBe('Processing activities (business level)');
  await changeLanguage('de');
});

it('adds both languages of the part at once in a shell whose @vws/shared has no registerPages (older than 1.16)', async () => {
  const { vvtTexts, registerVvtPageTexts } = await import('./index');
  const registerPages = vvtTexts.registerPages;
  Object.assign(vvtTexts, { registerPages: undefined });
  try {
    i18n.removeResourceBundle('en', 'vvt');
    await registerVvtPageTexts();
    expect(i18n.getFixedT('de', 'vvt')('dpia.open')).toBe('Noch offen');
    expect(i18n.getFixedT('en', 'vvt')('dpia.open')).toBe('Not decided');
  } finally {
    Object.assign(vvtTexts, { registerPages });
  }
});
