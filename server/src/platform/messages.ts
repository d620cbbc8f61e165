import type { FastifyRequest } from 'fastify';
import type serverTexts from '@vws/shared/i18n/server/de.json';
import { hasText, keysUnder, text, type Language, type TextParams } from './texts';

export type { Language } from './texts';

/** 'referenceInUse_one' | 'referenceInUse_other' → 'referenceInUse'. */
type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/**
 * Every text an API error can carry: the keys of the `errors` subtree of the server's text files
 * (packages/shared/src/i18n/server/de.json and en.json; DESIGN.md §8, spec §8, §9: de default and
 * fallback, en). Errors name a key; the error handler picks the caller's language. `{{name}}` is
 * replaced by the error's params; with a number `count` the key's `_one` / `_other` form is taken;
 * `$t(common:errors.forbidden)` names a text that a screen's namespace holds already.
 */
export type MessageKey = WithoutPlural<keyof (typeof serverTexts)['errors'] & string>;
export type MessageParams = Record<string, string | number>;

/** The text key of an error message. */
export const messageTextKey = (key: MessageKey) => `server:errors.${key}`;

export function message(key: MessageKey, language: Language, params: MessageParams = {}): string {
  return text(language, messageTextKey(key), params);
}

/** Every key of the catalogue (a plural text once). */
export const MESSAGE_KEYS = keysUnder('server:errors') as MessageKey[];

/** A failing field of a 400: a zod issue (its code, message and the rest as params) or a rule's `{ path, message }`. */
export interface FieldIssue {
  code?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * The text key (and its params) for a field message. A message that names a key of the field
 * texts (`required`, `tooMany`, `duplicateNummer`: the contracts' and the rules' keys) is that
 * text, from the screens' `common:validation` where they have it, else `server:validation`. Zod's
 * own checks map by issue code: too_small / too_big by origin with minimum / maximum,
 * invalid_type (a missing value is `required`), invalid_format by format (email, url, uuid, date),
 * invalid_value (the allowed values), not_multiple_of, unrecognized_keys; anything else `invalid`.
 * Null for a message that is neither (a rule's own text, kept as it is).
 */
export function fieldTextKey(issue: FieldIssue): { key: string; params: TextParams } | null {
  const named = issue.message && /^[A-Za-z]\w*$/.test(issue.message) ? fieldKeyOf(issue.message) : null;
  if (named) return { key: named, params: {} };
  // 'duplicate: Vertraulichkeit', 'unknown: 9, 10': a key with the entries it is about.
  const detailed = issue.message?.match(/^([a-z]\w*): (.+)$/s);
  if (detailed && hasText(`server:validation.${detailed[1]}Of`)) return { key: `server:validation.${detailed[1]}Of`, params: { detail: detailed[2]! } };
  if (!issue.code) return null;
  const p = issue.params ?? {};
  const origin = String(p.origin ?? '');
  const minimum = String(p.minimum ?? '');
  const maximum = String(p.maximum ?? '');
  const plain = (key: string, params: TextParams = {}) => ({ key: `server:validation.${key}`, params });
  const numeric = ['number', 'int', 'bigint'].includes(origin);
  switch (issue.code) {
    case 'too_small':
      if ((origin === 'string' || origin === 'array' || origin === 'set') && Number(p.minimum) <= 1) return { key: 'common:validation.required', params: {} };
      if (origin === 'string') return plain('tooShort', { minimum });
      if (origin === 'array' || origin === 'set') return plain('tooFew', { minimum });
      if (numeric) return plain(p.inclusive === false ? 'numberTooSmallExclusive' : 'numberTooSmall', { minimum });
      return plain('invalid');
    case 'too_big':
      if (origin === 'string') return plain('tooLong', { maximum });
      if (origin === 'array' || origin === 'set') return plain('tooManyMax', { maximum });
      if (numeric) return plain(p.inclusive === false ? 'numberTooBigExclusive' : 'numberTooBig', { maximum });
      return plain('invalid');
    case 'invalid_type': {
      if (/received undefined/.test(issue.message ?? '')) return { key: 'common:validation.required', params: {} };
      const expected = String(p.expected ?? 'unknown');
      return plain('invalidType', { expected: hasText(`server:validation.types.${expected}`) ? expected : 'unknown' });
    }
    case 'invalid_format':
      switch (p.format) {
        case 'email':
          return { key: 'common:validation.invalidEmail', params: {} };
        case 'url':
          return { key: 'common:validation.invalidUrl', params: {} };
        case 'uuid':
        case 'guid':
          return plain('invalidUuid');
        case 'date':
          return plain('invalidDate');
        case 'datetime':
        case 'time':
          return plain('invalidDateTime');
        default:
          return plain('invalidFormat');
      }
    case 'invalid_value':
      return plain('invalidOption', { values: Array.isArray(p.values) ? p.values.map(String).join(', ') : '' });
    case 'not_multiple_of':
      return plain('notMultipleOf', { divisor: String(p.divisor ?? '') });
    case 'unrecognized_keys':
      return plain('unknownField', { keys: Array.isArray(p.keys) ? p.keys.map(String).join(', ') : '' });
    default:
      return plain('invalid');
  }
}

/** `required` → 'common:validation.required'; a server-only key → 'server:validation.<key>'; else null. */
function fieldKeyOf(name: string): string | null {
  for (const key of [`common:validation.${name}`, `server:validation.${name}`]) if (hasText(key)) return key;
  return null;
}

/**
 * A field of a 400 in the caller's language: `message` the text, `code` the language-independent
 * key (`required`, `tooLong`, `duplicateNummer`, …). A message that is no key keeps its text.
 */
export function fieldMessage(language: Language, issue: FieldIssue): { message: string; code?: string } {
  const found = fieldTextKey(issue);
  if (!found) return { message: issue.message ?? '' };
  return { message: text(language, found.key, found.params), code: found.key.slice(found.key.lastIndexOf('.') + 1).replace(/(?<=\w)Of$/, '') };
}

/** The caller's language from Accept-Language: the first of de/en by weight, de when neither is named. */
export function languageOf(request: Pick<FastifyRequest, 'headers'>): Language {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string' || header === '') return 'de';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0], weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => (r.lang === 'de' || r.lang === 'en') && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranked[0]?.lang as Language | undefined) ?? 'de';
}
