import { auditfrageFieldsSchema } from '@vws/shared/contract/audit';
import { auditfrageFormSchema, emptyForm, NEW_QUESTION_BASE, toSaveBody, type AuditfrageForm } from './formModel';

const valid = (): AuditfrageForm => ({
  ...emptyForm(10),
  Nummer: '3.1',
  ID_Themenblock: 2,
  Fragestellung: 'Werden Auskunftsersuchen fristgerecht beantwortet?',
});

const messageAt = (form: AuditfrageForm, field: keyof AuditfrageForm) => {
  const result = auditfrageFormSchema.safeParse(form);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

/** What the server's contract says about the question the form would send. */
const serverAccepts = (form: AuditfrageForm) => auditfrageFieldsSchema.safeParse(toSaveBody(form, [], NEW_QUESTION_BASE).auditfrage).success;

describe('auditfrageFormSchema: the contract rules, so the form and the server agree (issue 12)', () => {
  it('accepts a complete question, as the server does', () => {
    expect(auditfrageFormSchema.safeParse(valid()).success).toBe(true);
    expect(serverAccepts(valid())).toBe(true);
  });

  it.each(['\u200b', '\u200c\u200d', '\u2060', '\ufeff', '\u00a0'])('refuses Nummer and Fragestellung made only of %j', (blank) => {
    const form = { ...valid(), Nummer: blank, Fragestellung: blank };
    expect(messageAt(form, 'Nummer')).toBe('required');
    expect(messageAt(form, 'Fragestellung')).toBe('required');
    expect(serverAccepts(form)).toBe(false);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', 'ftp://example.com/x'])('refuses the ticket link %j', (link) => {
    const form = { ...valid(), Ticket_Link: link };
    expect(messageAt(form, 'Ticket_Link')).toBe('invalidUrl');
    expect(serverAccepts(form)).toBe(false);
  });

  it.each(['https://jira.example.com/browse/DS-42', 'http://intranet/x', 'mailto:dsb@example.com', ''])('accepts the ticket link %j', (link) => {
    const form = { ...valid(), Ticket_Link: link };
    expect(messageAt(form, 'Ticket_Link')).toBeUndefined();
    expect(serverAccepts(form)).toBe(true);
  });

  it('refuses control characters in text fields', () => {
    expect(messageAt({ ...valid(), Nummer: '3\u00001' }, 'Nummer')).toBe('controlCharacter');
    expect(messageAt({ ...valid(), Bemerkung: 'a\u0000b' }, 'Bemerkung')).toBe('controlCharacter');
    // Tab and line breaks are fine in multi-line text.
    expect(messageAt({ ...valid(), Bemerkung: 'a\tb\nc' }, 'Bemerkung')).toBeUndefined();
  });

  it('still requires a topic block (spec §5)', () => {
    expect(messageAt({ ...valid(), ID_Themenblock: 0 }, 'ID_Themenblock')).toBe('required');
  });
});
