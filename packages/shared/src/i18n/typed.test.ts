import { defineNamespace } from './typed';

/** Type-level checks: each @ts-expect-error line must fail the type check, every other line must pass. */
const de = { list: { title: 'a' }, status: { '1': 'x', '2': 'y' }, references: { a: { title: 't' }, b: { title: 'u' } } };
const ns = defineNamespace('audit', { de, en: de });
const t = ns.t;
const id = 3 as number;
const which = 'a' as 'a' | 'b';
const msg = 'x' as string;
void t('list.title');
void t(`status.${id}`);
void t(`references.${which}.title`);
void t('common:actions.cancel');
void t('audit:list.title');
// @ts-expect-error typo
void t('list.titel');
// @ts-expect-error unknown group
void t(`stat.${id}`);
// @ts-expect-error plain string
void t(msg);
// @ts-expect-error typo in common
void t('common:actions.cancl');
// @ts-expect-error en misses a key
void defineNamespace('x', { de, en: { list: { title: 'a' } } });

const pageTexts =
  <T>(texts: T) =>
  () =>
    Promise.resolve({ default: texts });
const paged = defineNamespace('paged', { de, en: de, pages: { de: pageTexts({ dpia: { open: 'o' } }), en: pageTexts({ dpia: { open: 'p' } }) } });
void paged.t('dpia.open');
void paged.t('list.title');
// @ts-expect-error a key of neither part
void paged.t('dpia.closed');
// @ts-expect-error en of the pages part misses a key
void defineNamespace('y', { de, en: de, pages: { de: pageTexts({ a: { b: 'c' } }), en: pageTexts({ a: {} }) } });

it('looks keys up in its own namespace', () => {
  const texts = defineNamespace('typedtest', { de: { greeting: 'Hallo {{name}}' }, en: { greeting: 'Hello {{name}}' } });
  texts.register();
  expect(texts.t('greeting', { name: 'Dana', lng: 'en' })).toBe('Hello Dana');
  expect(texts.t('greeting', { name: 'Dana', lng: 'de' })).toBe('Hallo Dana');
});
