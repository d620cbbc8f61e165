import { z } from 'zod';

/**
 * Building blocks of every contract, so client and server refuse the same input (hardening
 * issue): text without control characters, required text that is not blank after trimming
 * (invisible characters count as blank), integers a PostgreSQL integer column can hold, links
 * with a safe scheme. Error messages are keys the client translates.
 */
export const INT4_MAX = 2147483647;
export const INT4_MIN = -2147483648;

/** No C0 control character and no DEL (tab and line breaks neither). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const SINGLE_LINE_PATTERN = /^[^\u0000-\u001f\u007f]*$/;
/** Tab, line feed and carriage return allowed; other control characters not. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const MULTI_LINE_PATTERN = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
/** Characters that show nothing: zero-width, joiners, direction marks, soft hyphen, BOM, white space. */
const INVISIBLE = /[\s\u00ad\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u206a-\u206f\ufeff]/g;

/** Half of a UTF-16 surrogate pair without its other half: no character, stored as U+FFFD by PostgreSQL. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether the text holds a lone surrogate (JSON can carry one as "\ud800"); refused as 'invalidCharacter'. */
export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

export function isBlank(value: string): boolean {
  return value.replace(INVISIBLE, '') === '';
}

/** One line of text, trimmed, at most `max` characters. */
export function singleLineText(max: number) {
  return z
    .string()
    .trim()
    .max(max, 'maxLength')
    .regex(SINGLE_LINE_PATTERN, 'controlCharacter')
    .refine((value) => !hasLoneSurrogate(value), 'invalidCharacter');
}

/** Multi-line text (tab and line breaks allowed), at most `max` characters. */
export function multiLineText(max: number) {
  return z
    .string()
    .max(max, 'maxLength')
    .regex(MULTI_LINE_PATTERN, 'controlCharacter')
    .refine((value) => !hasLoneSurrogate(value), 'invalidCharacter');
}

/** One line of text that must say something: blank or only invisible characters is 'required'. */
export function requiredText(max: number) {
  return singleLineText(max).refine((value) => !isBlank(value), 'required');
}

/** An integer a PostgreSQL integer column holds. */
export function dbInt(min = INT4_MIN, max = INT4_MAX) {
  return z.number().int().min(Math.max(min, INT4_MIN)).max(Math.min(max, INT4_MAX));
}

/** The id of a stored row (serial): 1 to INT4_MAX; a JSON number, nothing coerced (no "5", true or [5]). */
export const dbId = z.number().int().min(1).max(INT4_MAX);

/** Decimal digits without sign, blank, leading zero, exponent or hex: how a query string writes an integer. */
const QUERY_INTEGER = /^(0|[1-9]\d{0,9})$/;

/**
 * An integer in a query string between min and max: the server sees the text, which must be plain
 * decimal digits (" 5", "5e0", "0x5", "true", a repeated parameter are refused, not coerced); the
 * client may pass the number.
 */
export function queryInt(min: number, max: number) {
  const bounded = z.number().int().min(min).max(max);
  return z.union([bounded, z.string().max(10).regex(QUERY_INTEGER).transform(Number).pipe(bounded)]);
}

/** A comma-separated list in a query string (letters, digits and commas only; at most 20 entries), each entry checked by `item`. */
export const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9,]*$/)
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(item).max(20));

/** An id in a query string (?IdVerarbeitung=…). */
export const dbIdParam = queryInt(1, INT4_MAX);

/** Schemes a stored link may have: no javascript:, data: or file:. */
export const SAFE_LINK_SCHEMES = ['http:', 'https:', 'mailto:'] as const;

export function isSafeLink(value: string): boolean {
  if (!URL.canParse(value)) return false;
  return (SAFE_LINK_SCHEMES as readonly string[]).includes(new URL(value).protocol);
}

/** A link (empty allowed): parses as a URL (spec §5) with a safe scheme. */
export function safeLink(max = 2000) {
  return z
    .string()
    .trim()
    .max(max, 'maxLength')
    .regex(SINGLE_LINE_PATTERN, 'controlCharacter')
    .refine((value) => value === '' || isSafeLink(value), 'invalidUrl');
}

/** Multi-line text that must say something (not blank, not only invisible characters). */
export function requiredMultiLineText(max: number) {
  return multiLineText(max).refine((value) => !isBlank(value), 'required');
}
