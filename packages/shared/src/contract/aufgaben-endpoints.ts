import { aufgabenResponseSchema, reminderSettingsSchema } from './aufgaben';
import { defineEndpoint } from './endpoint';

/**
 * The platform's deadlines (server/src/platform/jobs): the signed-in user's tasks across his customers
 * (/aufgaben and the top bar's count) and his reminder setting (profile page).
 */
export const AUFGABEN_ENDPOINTS = {
  aufgaben: defineEndpoint({
    method: 'GET',
    path: '/common/aufgaben',
    access: 'signedIn',
    tag: 'platform',
    summary: "What is due or overdue for the signed-in user in all his customers' modules, overdue first",
    response: aufgabenResponseSchema,
  }),
  reminderSettings: defineEndpoint({
    method: 'GET',
    path: '/meta/userprofile/reminders',
    access: 'signedIn',
    tag: 'profile',
    summary: 'The reminder e-mails of the signed-in user: daily digest, immediately or off, and their language',
    response: reminderSettingsSchema,
  }),
  updateReminderSettings: defineEndpoint({
    method: 'PUT',
    path: '/meta/userprofile/reminders',
    access: 'signedIn',
    tag: 'profile',
    summary: 'Change the reminder setting of the signed-in user',
    body: reminderSettingsSchema,
    response: reminderSettingsSchema,
  }),
} as const;
