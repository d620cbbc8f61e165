import type { FastifyRequest } from 'fastify';

export type Language = 'de' | 'en';

/**
 * Every text an API error can carry, in both languages (spec §8, §9: de default and fallback,
 * en). Errors name a key; the error handler picks the caller's language. `{name}` is replaced
 * by the error's params, `{count|one|other}` picks a word by the number param.
 */
export const MESSAGES = {
  unauthorized: { de: 'Bitte melden Sie sich an.', en: 'Please sign in.' },
  signInAgain: { de: 'Bitte melden Sie sich erneut an.', en: 'Please sign in again.' },
  forbidden: { de: 'Sorry, Sie sind nicht zugriffsberechtigt.', en: 'Sorry, you are not authorised to access this.' },
  deniedForAccount: {
    de: 'Diese Aktion ist für Ihr Konto nicht erlaubt.',
    en: 'This action is not permitted for your account.',
  },
  csrfHeader: {
    de: 'Der Anfrage fehlt der Header X-Requested-With.',
    en: 'The request lacks the X-Requested-With header.',
  },
  csrfOrigin: { de: 'Die Herkunft der Anfrage ist nicht erlaubt.', en: 'The request origin is not allowed.' },
  customerUidRequired: { de: 'customer_uid fehlt.', en: 'customer_uid is required.' },
  customerUidInvalid: { de: 'customer_uid ist ungültig.', en: 'customer_uid is not valid.' },
  invalidInput: { de: 'Die Eingaben sind ungültig.', en: 'The input is not valid.' },
  invalidValue: {
    de: 'Ein Wert kann nicht gespeichert werden (unzulässiges Zeichen oder Zahl außerhalb des Bereichs).',
    en: 'A value cannot be stored (a character that is not allowed or a number out of range).',
  },
  duplicateValue: {
    de: 'Ein Eintrag mit diesem Wert existiert bereits.',
    en: 'An entry with this value already exists.',
  },
  invalidReference: {
    de: 'Ein verknüpfter Eintrag existiert nicht (mehr).',
    en: 'A linked entry does not exist (any more).',
  },
  invalidBody: { de: 'Der Inhalt der Anfrage ist ungültig.', en: 'Invalid body.' },
  invalidQuerystring: { de: 'Die Parameter der Anfrage sind ungültig.', en: 'Invalid querystring.' },
  invalidParams: { de: 'Die Pfadparameter sind ungültig.', en: 'Invalid params.' },
  invalidHeaders: { de: 'Die Header der Anfrage sind ungültig.', en: 'Invalid headers.' },
  invalidJson: { de: 'Der Inhalt der Anfrage ist kein gültiges JSON.', en: 'The request body is not valid JSON.' },
  badRequest: { de: 'Die Anfrage ist ungültig.', en: 'Bad request.' },
  notFound: { de: 'Nicht gefunden.', en: 'Not found.' },
  methodNotAllowed: { de: 'Diese Methode ist nicht erlaubt.', en: 'Method not allowed.' },
  notAcceptable: { de: 'Das gewünschte Format wird nicht geliefert.', en: 'Not acceptable.' },
  payloadTooLarge: { de: 'Der Inhalt der Anfrage ist zu groß.', en: 'The request body is too large.' },
  unsupportedMediaType: { de: 'Dieser Inhaltstyp wird nicht unterstützt.', en: 'Unsupported media type.' },
  requestLimitReached: {
    de: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    en: 'Request limit reached. Please try again later.',
  },
  internal: { de: 'Interner Serverfehler.', en: 'Internal server error.' },
  customerDBNotAvailable: {
    de: 'Die Kundendatenbank ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
    en: 'The customer database is not available. Please try again later.',
  },
  conflict: { de: 'Die Anfrage steht im Konflikt mit dem gespeicherten Stand.', en: 'Conflict.' },
  itemHasBeenChanged: {
    de: 'Eine neuere Version existiert in der Datenbank.',
    en: 'A newer version exists in the database.',
  },
  invalidCredentials: {
    de: 'Die E-Mail-Adresse oder das Passwort ist falsch.',
    en: 'The e-mail address or the password is wrong.',
  },
  signInLocked: {
    de: 'Zu viele fehlgeschlagene Anmeldeversuche. Die Anmeldung ist für {minutes} Minuten gesperrt.',
    en: 'Too many failed sign-in attempts. Signing in is locked for {minutes} minutes.',
  },
  signInThrottled: {
    de: 'Für dieses Konto gab es sehr viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie {seconds} Sekunden.',
    en: 'There were very many failed sign-in attempts on this account. Please wait {seconds} seconds.',
  },
  invalidToken: {
    de: 'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
    en: 'The link to reset the password is invalid or has expired.',
  },
  weakPassword: { de: 'Das Passwort erfüllt die Richtlinie nicht.', en: 'The password does not meet the policy.' },
  passwordTooCommon: { de: 'Das Passwort ist zu verbreitet.', en: 'The password is too common.' },
  wrongPassword: { de: 'Das aktuelle Passwort ist falsch.', en: 'The current password is wrong.' },
  frageNotFound: { de: 'Die Frage existiert nicht.', en: 'The question does not exist.' },
  dokumentNotFound: { de: 'Das Dokument existiert nicht.', en: 'The document does not exist.' },
  referenceInUse: {
    de: '„{name}“ wird von {count} {count|Frage|Fragen} verwendet und kann nicht gelöscht werden.',
    en: '“{name}” is used by {count} {count|question|questions} and cannot be deleted.',
  },
  entryInUse: {
    de: '„{name}“ wird noch {count}-mal verwendet und kann nicht gelöscht werden.',
    en: '“{name}” is still used {count} {count|time|times} and cannot be deleted.',
  },
  // Customer users, roles and invitations (modules/customer/users), meta administration (modules/metaadmin).
  userNotMember: { de: 'Der Benutzer ist kein Mitglied dieses Kunden.', en: 'The user is not a member of this customer.' },
  roleNotFound: { de: 'Die Rolle existiert nicht.', en: 'The role does not exist.' },
  memberRoleHasOtherRoles: {
    de: 'Der Benutzer hat weitere Rollen. Das Entfernen der Mitgliedsrolle entfernt ihn aus dem Kunden; bitte bestätigen.',
    en: 'The user holds further roles. Removing the member role removes the user from the customer; please confirm.',
  },
  poHasAssignedRecords: {
    de: 'Der Benutzer ist noch {count} {count|Eintrag|Einträgen} zugeordnet. Beim Entfernen werden die Zuordnungen aufgehoben; bitte bestätigen.',
    en: 'The user is still assigned to {count} {count|record|records}. Removing the role unassigns them; please confirm.',
  },
  lastDataProtectionOfficer: {
    de: 'Der Benutzer ist der letzte Datenschutzbeauftragte dieses Kunden; bitte bestätigen.',
    en: 'The user is the last data protection officer of this customer; please confirm.',
  },
  userAlreadyMember: { de: 'Der Benutzer ist bereits Mitglied dieses Kunden.', en: 'The user is already a member of this customer.' },
  invitationNotFound: { de: 'Die Einladung existiert nicht.', en: 'The invitation does not exist.' },
  datenweitergabeNotFound: { de: 'Die Datenweitergabe existiert nicht.', en: 'The data transfer does not exist.' },
  customerNotFound: { de: 'Der Kunde existiert nicht.', en: 'The customer does not exist.' },
  customerNameTaken: { de: 'Ein Kunde mit diesem Namen existiert bereits.', en: 'A customer with this name already exists.' },
  userNotFound: { de: 'Der Benutzer existiert nicht.', en: 'The user does not exist.' },
  emailTaken: { de: 'Diese E-Mail-Adresse ist bereits vergeben.', en: 'This e-mail address is already in use.' },
  clusterNotAvailable: { de: 'Der Datenbank-Cluster ist nicht erreichbar.', en: 'The database cluster is not reachable.' },
  verarbeitungNotFound: { de: 'Die Verarbeitung existiert nicht.', en: 'The processing record does not exist.' },
  verarbeitungNotEditable: {
    de: 'Sie dürfen diese Verarbeitung nicht bearbeiten.',
    en: 'You may not edit this processing record.',
  },
  legitimateInterestNotForAuthorities: {
    de: 'Art. 6 Abs. 1 lit. f DSGVO gilt nicht für die von Behörden in Erfüllung ihrer Aufgaben vorgenommene Verarbeitung; ein berechtigtes Interesse kann nicht gewählt werden.',
    en: 'Art. 6(1)(f) GDPR does not apply to processing carried out by public authorities in the performance of their tasks; a legitimate interest cannot be chosen.',
  },
  templateSourceNotAvailable: {
    de: 'Die Vorlagen-Quelle ist nicht verfügbar.',
    en: 'The template source is not available.',
  },
  importIntoTemplateSource: {
    de: 'In die Vorlagen-Quelle selbst kann nicht importiert werden.',
    en: 'Templates cannot be imported into the template source itself.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

export function message(key: MessageKey, language: Language, params: MessageParams = {}): string {
  return MESSAGES[key][language]
    .replace(/\{(\w+)\|([^|}]*)\|([^|}]*)\}/g, (whole, name: string, one: string, other: string) =>
      name in params ? (Number(params[name]) === 1 ? one : other) : whole,
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
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
