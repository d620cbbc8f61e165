import { createTestApp, type TestApp } from '../../test/app';
import { jsonSchemaOf, type JsonSchema } from '../../test/arbitraries';
import { INT4_MAX, INT4_MIN } from '@vws/shared/contract/text';

/**
 * Every value a write route accepts is bounded in its zod contract (hardening issue): text has a
 * maximum length and refuses control characters (a pattern, a format or an enum), integers fit a
 * PostgreSQL integer, arrays have a maximum size. Derived from the recorded routes, so a new
 * route is checked without editing this file.
 */
function problemsOf(s: JsonSchema, path: string): string[] {
  const alternatives = s.anyOf ?? s.oneOf ?? s.allOf;
  if (alternatives) return alternatives.flatMap((a) => problemsOf(a, path));
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const problems: string[] = [];
  for (const type of types) {
    if (type === 'string' && !s.enum && s.const === undefined) {
      // A uuid has its length from its format.
      if (s.maxLength === undefined && s.format !== 'uuid') problems.push(`${path}: text without maxLength`);
      if (!s.format && !s.pattern) problems.push(`${path}: text that accepts control characters (no pattern or format)`);
    }
    if (type === 'integer' || type === 'number') {
      const min = s.minimum ?? s.exclusiveMinimum;
      const max = s.maximum ?? s.exclusiveMaximum;
      if (type === 'number') problems.push(`${path}: a number that is not an integer`);
      if (min === undefined || min < INT4_MIN || max === undefined || max > INT4_MAX) problems.push(`${path}: integer beyond int4 (${min}..${max})`);
    }
    if (type === 'array') {
      if (s.maxItems === undefined) problems.push(`${path}: array without maxItems`);
      if (s.items) problems.push(...problemsOf(s.items, `${path}[]`));
    }
    if (type === 'object') {
      for (const [key, value] of Object.entries(s.properties ?? {})) problems.push(...problemsOf(value, path ? `${path}.${key}` : key));
    }
  }
  return problems;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

it('bounds every text, integer and array of every write route body and query', () => {
  const problems = t.app.platform.routes.flatMap((route) => {
    const name = `${route.method} ${route.url}`;
    const parts: [string, unknown][] = [['query', route.schema?.querystring]];
    if (route.method !== 'GET') parts.push(['body', route.schema?.body]);
    return parts.flatMap(([where, schema]) => {
      const json = jsonSchemaOf(schema);
      return json ? problemsOf(json, '').map((p) => `${name} ${where} ${p}`) : [];
    });
  });
  expect(problems).toEqual([]);
});
