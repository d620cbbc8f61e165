import type { FieldDescriptor } from '@vws/shared/form';
import { z } from 'zod';
import { requiredText, singleLineText } from '@vws/shared/contract/text';
import { EMAIL_PATTERN } from '@vws/shared/validation';

// The server's rules (contract/text): invisible characters alone count as blank, no control characters.
const name = requiredText(100);
const email = z.string().trim().min(1, 'required').max(254, 'maxLength').refine((v) => EMAIL_PATTERN.test(v), 'invalidEmail');

/** The add-user dialog's form (POST /meta/customer/user/add). */
export const addUserFormSchema = z.object({ email, firstname: name, lastname: name, roleIds: z.array(z.number()), sendWelcomeMail: z.boolean() });
export type AddUserFormValues = z.infer<typeof addUserFormSchema>;
export const ADD_USER_FIELDS: FieldDescriptor<keyof AddUserFormValues>[] = [
  { key: 'email', label: 'users.fields.email', widget: 'email', required: true },
  { key: 'firstname', label: 'users.fields.firstname', widget: 'text', required: true, cols: 6 },
  { key: 'lastname', label: 'users.fields.lastname', widget: 'text', required: true, cols: 6 },
  { key: 'roleIds', label: 'users.fields.roleIds', widget: 'multiselect' },
  { key: 'sendWelcomeMail', label: 'users.fields.sendWelcomeMail', widget: 'switch' },
];

/** The invite dialog's form (POST /meta/customer/invite-user); 0 = no role besides Mitglied. */
export const inviteFormSchema = z.object({ email, firstname: singleLineText(100), lastname: singleLineText(100), role_id: z.number() });
export type InviteFormValues = z.infer<typeof inviteFormSchema>;
export const INVITE_FIELDS: FieldDescriptor<keyof InviteFormValues>[] = [
  { key: 'email', label: 'users.fields.email', widget: 'email', required: true },
  { key: 'firstname', label: 'users.fields.firstname', widget: 'text', cols: 6 },
  { key: 'lastname', label: 'users.fields.lastname', widget: 'text', cols: 6 },
  { key: 'role_id', label: 'users.fields.role_id', widget: 'select', emptyValue: 0 },
];
