import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries derived from a route's zod schema (through its JSON Schema), with the
 * hostile values of the hardening issue mixed in: every value is either one the schema describes
 * or one an attacker would try. Used by the write-route property test.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  default?: unknown;
};

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u200b',
  '\u200b\u200c\ufeff',
  '\u0007\u001b[31m',
  'line\r\nbreak\ttab',
  "'; drop table meta.users; --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  'file:///etc/passwd',
  '../../etc/passwd',
  '\u202eevil',
  '😀'.repeat(50),
  'ẞüß'.repeat(20),
  'x'.repeat(5000),
  // Lone UTF-16 surrogates (JSON carries them as \ud800): never stored, always a 400.
  '\ud800',
  'a\udc00b',
];

/** Ways to write a number in a query string that must not pass as one (no coercion). */
export const HOSTILE_QUERY_VALUES = ['', ' 1', '1 ', '1e0', '0x1', '01', '1.0', '-1', 'true', '[1]', 'null', '9'.repeat(12), 'NaN', '%00', 'ä'];

export const HOSTILE_NUMBERS = [2147483648, -2147483649, 9007199254740991, -1, 0, 1.5, 1e20, -0.5];

/** The JSON Schema of a zod schema as a client would fill it (input side). */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const hostileNumber = fc.constantFrom(...HOSTILE_NUMBERS);
const hostileAny = fc.oneof(hostileString, hostileNumber, fc.constant(null), fc.constant({}), fc.constant([]));

/** 'valid': only values the schema describes; 'mixed': hostile ones among them at every node. */
type Mode = 'valid' | 'mixed';
let mode: Mode = 'mixed';

function withHostile<T>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  if (mode === 'valid') return valid;
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostile });
}

function patternOf(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern);
  } catch {
    return undefined;
  }
}

function stringOf(s: JsonSchema): fc.Arbitrary<unknown> {
  const max = Math.min(s.maxLength ?? 40, 40);
  const min = Math.min(s.minLength ?? 0, max);
  let valid: fc.Arbitrary<string>;
  if (s.format === 'uuid') valid = fc.uuid();
  else if (s.format === 'uri') valid = fc.webUrl();
  else if (s.format === 'email') valid = fc.emailAddress().filter((v) => /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/.test(v));
  else if (s.format === 'base64') valid = fc.base64String({ maxLength: 40 });
  else if (s.format === 'date-time') valid = fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  else if (s.pattern && patternOf(s.pattern)) valid = fc.stringMatching(patternOf(s.pattern)!).filter((v) => v.length <= (s.maxLength ?? Infinity));
  // Valid bodies mostly carry text, so that required-text checks of the routes pass.
  else valid = fc.string({ minLength: mode === 'valid' ? Math.max(min, 1) : min, maxLength: Math.max(max, 1), unit: 'grapheme' });
  const tooLong = s.maxLength !== undefined && s.maxLength <= 20_000 ? [fc.constant('y'.repeat(s.maxLength + 1))] : [];
  return withHostile(valid, fc.oneof(hostileString, ...tooLong));
}

function integerOf(s: JsonSchema): fc.Arbitrary<unknown> {
  const low = Math.max(s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000), -1000);
  const high = Math.min(s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1000), 1000);
  // Valid bodies use small numbers: they are the ids and versions that exist.
  const [from, to] = mode === 'valid' ? [Math.max(low, 0), Math.min(high, 60)] : [low, high];
  const valid = from <= to ? fc.integer({ min: from, max: to }) : low <= high ? fc.integer({ min: low, max: high }) : fc.integer({ min: -5, max: 5 });
  return withHostile(valid, hostileNumber);
}

/** Text whose format only the field name tells (a refinement JSON Schema cannot carry). */
function hinted(key: string, value: JsonSchema): JsonSchema {
  if (value.type !== 'string' || value.format || value.pattern) return value;
  if (/e-?mail/i.test(key)) return { ...value, format: 'email' };
  if (/link|url/i.test(key)) return { ...value, format: 'uri' };
  return value;
}

function objectOf(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const entries = Object.entries(s.properties ?? {}).map(([key, value]) => [key, nodeOf(hinted(key, value), depth + 1)] as const);
  const model = Object.fromEntries(entries) as Record<string, fc.Arbitrary<unknown>>;
  const complete = fc.record(model, { requiredKeys: s.required ?? [] });
  if (mode === 'valid') return complete;
  // Sometimes a required key is missing.
  return fc.oneof({ weight: 5, arbitrary: complete }, { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) }, { weight: 1, arbitrary: hostileAny });
}

/** An arbitrary for one JSON Schema node. */
function nodeOf(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  return arbitraryOfNode(s, depth);
}

function withMode<T>(m: Mode, build: () => T): T {
  const previous = mode;
  mode = m;
  try {
    return build();
  } finally {
    mode = previous;
  }
}

/** Every leaf of a JSON value with its setter, in a fixed order. */
function leaves(value: unknown, set: (v: unknown) => unknown): { replace: (v: unknown) => unknown }[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => leaves(item, (v) => set(value.map((x, j) => (j === i ? v : x)))));
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.keys(record).flatMap((key) => leaves(record[key], (v) => set({ ...record, [key]: v })));
  }
  return [{ replace: set }];
}

/**
 * `count` bodies for one route: a third as the schema describes them (those the zod schema itself
 * accepts, so that they reach the database), a third of those with exactly one value replaced by a
 * hostile one (the schema must stop it or the route must cope), a third hostile at any node.
 */
export function sampleBodies(s: JsonSchema, count: number, seed: number, accepts: (body: unknown) => boolean): unknown[] {
  const third = Math.ceil(count / 3);
  const valid = withMode('valid', () => nodeOf(s, 0));
  const candidates = fc.sample(valid, { numRuns: third * 30, seed });
  let accepted = candidates.filter(accepts).slice(0, third);
  if (accepted.length === 0) accepted = candidates.slice(0, third);
  const hostiles = fc.sample(fc.tuple(fc.nat(), hostileAny), { numRuns: third, seed: seed + 1 });
  const oneHostile = hostiles.map(([index, hostile], i) => {
    const all = leaves(accepted[i % accepted.length], (v) => v);
    return all.length === 0 ? hostile : all[index % all.length]!.replace(hostile);
  });
  const mixed = fc.sample(
    withMode('mixed', () => nodeOf(s, 0)),
    { numRuns: count - accepted.length - oneHostile.length, seed: seed + 2 },
  );
  return [...accepted, ...oneHostile, ...mixed];
}

/** An arbitrary for one JSON Schema node (hostile values mixed in). */
export function arbitraryOf(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return withMode('mixed', () => nodeOf(s, depth));
}

function arbitraryOfNode(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (s.const !== undefined) return withHostile(fc.constant(s.const), hostileAny);
  if (s.enum) return withHostile(fc.constantFrom(...s.enum), hostileAny);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => nodeOf(a, depth + 1)));
  if (s.allOf?.length) return nodeOf(s.allOf[0]!, depth + 1);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => nodeOf({ ...s, type }, depth)));
  switch (s.type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return integerOf(s);
    case 'number':
      return withHostile(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), hostileNumber);
    case 'boolean':
      return withHostile(fc.boolean(), hostileAny);
    case 'null':
      return fc.constant(null);
    case 'array':
      return withHostile(fc.array(s.items ? nodeOf(s.items, depth + 1) : fc.jsonValue(), { maxLength: 4 }), hostileAny);
    case 'object':
      return objectOf(s, depth);
    default:
      return fc.oneof(fc.jsonValue(), hostileAny);
  }
}

/** The paths of every array in a schema (for the oversized-array check), e.g. ['schutzzieleZuFrage']. */
export function arrayPaths(s: JsonSchema, prefix: string[] = []): { path: string[]; items: JsonSchema | undefined }[] {
  if (s.type === 'array') return [{ path: prefix, items: s.items }];
  if (s.type !== 'object' || !s.properties) return [];
  return Object.entries(s.properties).flatMap(([key, value]) => arrayPaths(value, [...prefix, key]));
}

/** A query value as a URL writes it: arrays as a repeated parameter, objects as JSON text. */
function queryValues(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(queryValues);
  if (value !== null && typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

/**
 * `count` query strings for a route's query schema (without customer_uid): sampled like bodies (as
 * described, one value hostile, hostile anywhere), then each rendered as a URL would carry it, and
 * every parameter once with each of HOSTILE_QUERY_VALUES.
 */
export function sampleQueries(s: JsonSchema, count: number, seed: number, accepts: (query: Record<string, string | string[]>) => boolean): string[] {
  const keys = Object.keys(s.properties ?? {}).filter((key) => key !== 'customer_uid');
  if (keys.length === 0) return [];
  const toQuery = (value: unknown) => {
    const params = new URLSearchParams();
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, v] of Object.entries(value)) if (key !== 'customer_uid') for (const text of queryValues(v)) params.append(key, text);
    }
    return params;
  };
  const asRecord = (params: URLSearchParams) => {
    const record: Record<string, string | string[]> = {};
    for (const key of new Set(params.keys())) {
      const all = params.getAll(key);
      record[key] = all.length === 1 ? all[0]! : all;
    }
    return record;
  };
  const sampled = sampleBodies(s, count, seed, (value) => accepts(asRecord(toQuery(value)))).map(toQuery);
  const base = sampled.find((params) => accepts(asRecord(params))) ?? sampled[0] ?? new URLSearchParams();
  const hostile = keys.flatMap((key) =>
    HOSTILE_QUERY_VALUES.map((text) => {
      const params = new URLSearchParams(base);
      params.set(key, text);
      return params;
    }),
  );
  return [...sampled, ...hostile].map((params) => params.toString());
}
