import { createTestApp, type TestApp } from '../../../test/app';

// Each file boots the whole app on a copy of the template; argon2 and PGlite are slow on a busy 2-core runner.
jest.setTimeout(30_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getTranslations = () => t.app.inject({ method: 'GET', url: '/api/common/translations' });

describe('GET /common/translations', () => {
  it('is public and answers both languages, empty without overrides', async () => {
    await t.db.deleteFrom('meta.translation_overrides').execute();
    const res = await getTranslations();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ de: {}, en: {} });
  });

  it('answers the stored overrides keyed by language, then namespace, then key', async () => {
    await t.db
      .insertInto('meta.translation_overrides')
      .values([
        { language: 'de', namespace: 'common', key: 'footer.support', text: 'Hilfe & Support' },
        { language: 'de', namespace: 'audit', key: 'list.title', text: 'Fragenkatalog' },
        { language: 'en', namespace: 'common', key: 'footer.support', text: 'Help & support' },
        { language: 'fr', namespace: 'common', key: 'footer.support', text: 'Aide' },
      ])
      .execute();
    const res = await getTranslations();
    expect(res.json()).toEqual({
      de: { common: { 'footer.support': 'Hilfe & Support' }, audit: { 'list.title': 'Fragenkatalog' } },
      en: { common: { 'footer.support': 'Help & support' } },
    });
  });
});
