import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import auditDe from '../../../remotes/audit/src/i18n/de.json';
import auditEn from '../../../remotes/audit/src/i18n/en.json';
import dwDe from '../../../remotes/datenweitergaben/src/i18n/de.json';
import dwEn from '../../../remotes/datenweitergaben/src/i18n/en.json';
import vvtDe from '../../../remotes/vvt/src/i18n/de.json';
import vvtEn from '../../../remotes/vvt/src/i18n/en.json';
import vvtPagesDe from '../../../remotes/vvt/src/i18n/de.pages.json';
import commonDe from '@vws/shared/i18n/common/de.json';
import commonEn from '@vws/shared/i18n/common/en.json';
import { invitationMail, passwordResetMail, welcomeMail } from '../email/templates';
import { auditQuestionsSheet } from '../modules/audit/export-sheets';
import { transfersSheet } from '../modules/datenweitergaben/export-sheets';
import { serverModules } from '../modules';
import { vvtExportSheets } from '../modules/vvt/export/sheets';
import { historySheet } from './history/export-sheet';
import { fieldTextKey, MESSAGE_KEYS } from './messages';
import { bilingual, hasText, keysUnder, LANGUAGES, text, TEXT_NAMESPACES } from './texts';
import type { ExportSheet } from './module-hooks';

const src = path.resolve(__dirname, '..');
const contracts = path.resolve(__dirname, '../../../packages/shared/src/contract');
const sources = (dir: string) =>
  (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f))
    .map((f) => ({ file: f, code: readFileSync(path.join(dir, f), 'utf8') }));
const matches = (code: string, pattern: RegExp) => [...code.matchAll(pattern)].map((m) => m[1]!);

describe('text()', () => {
  it('reads a namespace:key of the screens and of the server, fills {{placeholders}}, picks plurals and nested texts', () => {
    expect(text('de', 'vvt:fields.Nummer')).toBe('Nummer');
    expect(text('en', 'common:history.actions.insert')).toBe('Created');
    expect(text('de', 'server:errors.signInLocked', { minutes: 15 })).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Die Anmeldung ist für 15 Minuten gesperrt.',
    );
    expect(text('de', 'server:errors.referenceInUse', { name: 'X', count: 1 })).toBe('„X“ wird von 1 Frage verwendet und kann nicht gelöscht werden.');
    expect(text('de', 'server:errors.referenceInUse', { name: 'X', count: '4' })).toBe('„X“ wird von 4 Fragen verwendet und kann nicht gelöscht werden.');
    // $t(): the text a screen has already, named once.
    expect(text('en', 'server:errors.forbidden')).toBe(commonEn.errors.forbidden);
    expect(text('de', 'server:export.columns.downtimeHours')).toBe(`${vvtDe.fields.bcm_max_ausfallzeit} (${vvtPagesDe.downtime.hours})`);
    expect(text('en', 'server:validation.invalidType', { expected: 'number' })).toBe('Invalid value: a number expected.');
  });

  it('inserts a value as it is (never read as a placeholder or a key) and answers an unknown key itself', () => {
    expect(text('en', 'server:email.invitation.subject', { customer: '{{link}} $t(common:appName)', link: 'x' })).toBe(
      'Invitation to {{link}} $t(common:appName)',
    );
    expect(text('de', 'server:gibt.es.nicht')).toBe('server:gibt.es.nicht');
    expect(hasText('server:gibt.es.nicht')).toBe(false);
    expect(bilingual('audit:list.title')).toEqual({ de: auditDe.list.title, en: auditEn.list.title });
  });

  it('reads the namespaces of @vws/shared (common, server) and of every remote with server texts', () => {
    expect(TEXT_NAMESPACES).toEqual(expect.arrayContaining(['common', 'server', 'audit', 'vvt', 'datenweitergaben', 'customer', 'metaadmin']));
  });
});

describe('every text key the server uses has a text in de and en', () => {
  const server = sources(src);

  it('the literal keys (ns:key) of the server code', () => {
    const ns = TEXT_NAMESPACES.join('|');
    const keys = new Set(server.flatMap(({ code }) => matches(code, new RegExp(`['\`]((?:${ns}):[A-Za-z0-9_.]+[A-Za-z0-9_])['\`]`, 'g'))));
    expect(keys.size).toBeGreaterThan(80);
    // A subtree's name (`server:errors`, in a comment or a prefix) is fine; a leaf must have its text.
    expect([...keys].filter((key) => !hasText(key) && keysUnder(key).length === 0)).toEqual([]);
  });

  it('the error message keys: the catalogue, and every key an HttpError or a kit option names', () => {
    const catalogue = new Set(MESSAGE_KEYS);
    const named = new Set(
      server.flatMap(({ code }) => [
        ...matches(code, /new HttpError\(\s*\d+,\s*'[^']*',\s*'(\w+)'/g),
        ...matches(code, /(?:messageKey|notFound|inUseMessage):\s*'(\w+)'/g),
      ]),
    );
    expect(named.size).toBeGreaterThan(30);
    expect([...named].filter((key) => !catalogue.has(key as never))).toEqual([]);
    for (const language of LANGUAGES)
      expect(MESSAGE_KEYS.filter((key) => text(language, `server:errors.${key}`, { count: 2 }).startsWith('server:'))).toEqual([]);
  });

  it("the field messages: the rules' keys of the server and the contracts' keys of zod checks", () => {
    const ruleKeys = server.flatMap(({ code }) => [
      ...matches(code, /\bmessage: '([a-z]\w*)'/g),
      // helpers that build a field error: relationError(index, 'selfRelation')
      ...matches(code, /\b[a-z]\w*Error\([^()]*,\s*'([a-z]\w*)'\)/g),
    ]);
    // 'duplicate: <names>': a key with the entries it is about
    const detailed = server.flatMap(({ code }) => matches(code, /\bmessage: `([a-z]\w*): \$\{/g));
    expect(detailed.length).toBeGreaterThan(0);
    expect(detailed.filter((key) => fieldTextKey({ message: `${key}: X` })?.params.detail !== 'X')).toEqual([]);
    const contractKeys = sources(contracts).flatMap(({ code }) => [
      ...matches(code, /\bmessage: '([a-z]\w*)'/g),
      ...matches(code, /\.(?:min|max|length|regex|refine|email|url|uuid)\([^()]*(?:\([^()]*\)[^()]*)*,\s*'([a-z]\w*)'\)/g),
      ...matches(code, /z\.(?:base64|email|url|uuid)\('([a-z]\w*)'\)/g),
    ]);
    const keys = new Set([...ruleKeys, ...contractKeys]);
    expect([...keys]).toEqual(
      expect.arrayContaining(['required', 'tooMany', 'maxLength', 'controlCharacter', 'duplicateNummer', 'cycle', 'notOfThisRecord', 'selfRelation']),
    );
    expect([...keys].filter((key) => fieldTextKey({ message: key }) === null)).toEqual([]);
  });

  it('the zod issue codes and their params', () => {
    const issues = [
      { code: 'too_small', params: { origin: 'string', minimum: 3 } },
      { code: 'too_small', params: { origin: 'array', minimum: 2 } },
      { code: 'too_small', params: { origin: 'number', minimum: 0, inclusive: false } },
      { code: 'too_big', params: { origin: 'string', maximum: 20 } },
      { code: 'too_big', params: { origin: 'array', maximum: 5 } },
      { code: 'too_big', params: { origin: 'number', maximum: 3 } },
      { code: 'invalid_type', message: 'Invalid input: expected boolean, received string', params: { expected: 'boolean' } },
      { code: 'invalid_format', params: { format: 'uuid' } },
      { code: 'invalid_format', params: { format: 'regex' } },
      { code: 'invalid_value', params: { values: ['de', 'en'] } },
      { code: 'unrecognized_keys', params: { keys: ['x'] } },
      { code: 'not_multiple_of', params: { divisor: 5 } },
      { code: 'invalid_union', params: {} },
    ];
    for (const issue of issues) {
      const found = fieldTextKey(issue)!;
      expect({ issue: issue.code, key: found.key, known: hasText(found.key) }).toEqual({ issue: issue.code, key: found.key, known: true });
      for (const language of LANGUAGES) expect(text(language, found.key, found.params)).not.toMatch(/\{\{|\$t\(|^server:/);
    }
  });

  it('the export sheets: every sheet name and header is a text in both languages', () => {
    const sheets: ExportSheet[] = [...serverModules.flatMap((m) => m.exportSheets ?? []), historySheet as ExportSheet];
    const unresolved = sheets.flatMap((sheet) =>
      [sheet.name, ...sheet.columns.map((c) => c.header)].flatMap((name) =>
        LANGUAGES.filter((l) => !name[l] || /^\w+:[\w.]+$|\{\{|\$t\(/.test(name[l])).map((l) => `${sheet.name.en} ${l}: ${name[l]}`),
      ),
    );
    expect(unresolved).toEqual([]);
    for (const sheet of sheets) expect(LANGUAGES.map((l) => sheet.name[l].length <= 31)).toEqual([true, true]);
  });

  it('the e-mails: subject and text filled in German, then English', () => {
    for (const mail of [
      passwordResetMail('a@example.com', 'https://portal/x', 60),
      invitationMail('a@example.com', 'https://portal/y', {
        customerName: 'Muster GmbH',
        inviter: 'Klaus Adler',
        roles: ['Mitglied', 'PO'],
        expiresAt: new Date(),
      }),
      welcomeMail('a@example.com', 'https://portal/z'),
    ]) {
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\{\{|\$t\(|server:/);
      expect(mail.text.indexOf('Guten Tag')).toBeLessThan(mail.text.indexOf('Hello'));
      expect(mail.text).toContain(mail.link);
    }
  });

  it('keysUnder lists a subtree once per plural text', () => {
    expect(keysUnder('server:errors')).toEqual(expect.arrayContaining(['referenceInUse', 'forbidden']));
    expect(keysUnder('server:errors')).not.toContain('referenceInUse_one');
  });
});

describe('export headers are the screens’ texts for the columns the screens show', () => {
  const header = (sheet: ExportSheet, key: string) => sheet.columns.find((c) => c.key === key)!.header;

  it('VVT register: the record form’s field labels', () => {
    const level1 = vvtExportSheets[0]! as ExportSheet;
    expect(header(level1, 'Nummer')).toEqual({ de: vvtDe.fields.Nummer, en: vvtEn.fields.Nummer });
    expect(header(level1, 'Zweck')).toEqual({ de: vvtDe.fields.Zweck, en: vvtEn.fields.Zweck });
    expect(header(level1, 'dsfa_k_ueberwachung').de).toBe(`DSFA-Kriterium 3: ${vvtPagesDe.dpia.kriterium.ueberwachung}`);
  });

  it('data transfers: the transfer form’s field labels', () => {
    expect(header(transfersSheet as ExportSheet, 'Vertragsstatus')).toEqual({ de: dwDe.fields.ID_Vertragsstatus, en: dwEn.fields.ID_Vertragsstatus });
    expect(transfersSheet.name).toEqual({ de: dwDe.list.title, en: dwEn.list.title });
  });

  it('audit questions and change history: the list’s columns and the history panel’s words', () => {
    expect(header(auditQuestionsSheet as ExportSheet, 'Fragestellung')).toEqual({ de: auditDe.fields.Fragestellung, en: auditEn.fields.Fragestellung });
    expect(header(historySheet as ExportSheet, 'old')).toEqual({ de: commonDe.history.old, en: commonEn.history.old });
  });
});
