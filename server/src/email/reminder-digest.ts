import type { Aufgabe } from '@vws/shared/contract/aufgaben';
import { text, type Language } from '../platform/texts';
import type { MailMessage } from './mailer';

export interface DigestInput {
  to: string;
  name: string;
  language: Language;
  /** The items not mailed before, overdue first. */
  items: readonly Aufgabe[];
  /** Everything open for the user now (the /aufgaben count). */
  openCount: number;
  publicUrl: string;
}

const DATE_FORMAT: Record<Language, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }),
};

/** The reminder digest (platform/jobs/reminders.ts) in the user's language: one line per item with the link that opens it. */
export function reminderDigestMail(input: DigestInput): MailMessage {
  const { language: lang, publicUrl } = input;
  const t = (key: string, params: Record<string, string | number> = {}) => text(lang, `server:email.reminders.${key}`, params);
  const lines = input.items.flatMap((item) => [
    t('item', { label: item.label[lang], title: item.title, customer: item.customerName, date: DATE_FORMAT[lang].format(new Date(`${item.due}T00:00:00Z`)) }) +
      (item.overdue ? t('overdue') : ''),
    `  ${publicUrl}${item.route}?${new URLSearchParams({ cuid: item.customerUid, ...item.query })}`,
  ]);
  const tasks = `${publicUrl}/aufgaben`;
  return {
    to: input.to,
    link: tasks,
    subject: t('subject', { count: input.items.length }),
    text: [
      t('greeting', { name: input.name }),
      '',
      t('intro'),
      '',
      ...lines,
      '',
      t('open', { count: input.openCount, link: tasks }),
      '',
      t('settings', { link: `${publicUrl}/userprofile` }),
    ].join('\n'),
  };
}
