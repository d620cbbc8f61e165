import { hasText, text, type Language, type TextParams } from '../platform/texts';
import type { MailMessage } from './mailer';

/**
 * The portal's e-mails; their texts are `server:email.*` of the text files
 * (packages/shared/src/i18n/server/de.json and en.json). The recipient's language is unknown before
 * sign-in: every message carries German first, then English.
 */
function bilingualMail(
  to: string,
  link: string,
  name: 'passwordReset' | 'invitation' | 'welcome',
  params: TextParams | ((language: Language) => TextParams),
): MailMessage {
  const all = (language: Language) => ({ ...(typeof params === 'function' ? params(language) : params), link });
  const de = all('de');
  const en = all('en');
  return {
    to,
    link,
    subject: `${text('de', `server:email.${name}.subject`, de)} / ${text('en', `server:email.${name}.subject`, en)}`,
    text: `${text('de', `server:email.${name}.body`, de)}\n\n${text('en', 'server:email.separator')}\n\n${text('en', `server:email.${name}.body`, en)}`,
  };
}

export function passwordResetMail(to: string, link: string, validMinutes: number): MailMessage {
  return bilingualMail(to, link, 'passwordReset', { minutes: validMinutes });
}

export interface InvitationMailContent {
  customerName: string;
  /** "Firstname Lastname" of the person who invited. */
  inviter: string;
  /** Stored role names (Mitglied, DSB, …), written in each language (common:roles.*). */
  roles: readonly string[];
  expiresAt: Date;
}

/** Spec §9: dates as DD.MM.YYYY (in the portal's time zone, Berlin). */
function day(date: Date): string {
  return new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(date);
}

/** Names who invites, to which customer, with which roles, and until when the link works. */
export function invitationMail(to: string, link: string, content: InvitationMailContent): MailMessage {
  return bilingualMail(to, link, 'invitation', (language) => ({
    customer: content.customerName,
    inviter: content.inviter,
    roles: content.roles.map((role) => (hasText(`common:roles.${role}`) ? text(language, `common:roles.${role}`) : role)).join(', '),
    expires: day(content.expiresAt),
  }));
}

export function welcomeMail(to: string, link: string): MailMessage {
  return bilingualMail(to, link, 'welcome', {});
}
