import { text, type TextParams } from '../platform/texts';
import type { MailMessage } from './mailer';

/**
 * The portal's e-mails; their texts are `server:email.*` of the text files
 * (packages/shared/src/i18n/server/de.json and en.json). The recipient's language is unknown before
 * sign-in: every message carries German first, then English.
 */
function bilingualMail(to: string, link: string, name: 'passwordReset' | 'invitation' | 'welcome', params: TextParams): MailMessage {
  const all = { ...params, link };
  return {
    to,
    link,
    subject: `${text('de', `server:email.${name}.subject`, all)} / ${text('en', `server:email.${name}.subject`, all)}`,
    text: `${text('de', `server:email.${name}.body`, all)}\n\n${text('en', 'server:email.separator')}\n\n${text('en', `server:email.${name}.body`, all)}`,
  };
}

export function passwordResetMail(to: string, link: string, validMinutes: number): MailMessage {
  return bilingualMail(to, link, 'passwordReset', { minutes: validMinutes });
}

export function invitationMail(to: string, link: string, customerName: string): MailMessage {
  return bilingualMail(to, link, 'invitation', { customer: customerName });
}

export function welcomeMail(to: string, link: string): MailMessage {
  return bilingualMail(to, link, 'welcome', {});
}
