import type { FieldDescriptor } from '@vws/shared/form';
import { z } from 'zod';
import { singleLineText } from '@vws/shared/contract/text';
import { EMAIL_PATTERN } from '@vws/shared/validation';

// The server's rules (contract/text): no control characters. The add-user dialog is @vws/shared's UserDialog.
const email = z
  .string()
  .trim()
  .min(1, 'required')
  .max(254, 'maxLength')
  .refine((v) => EMAIL_PATTERN.test(v), 'invalidEmail');

/** The invite dialog's form (POST /meta/customer/invite-user); 0 = no role besides Mitglied. */
export const inviteFormSchema = z.object({ email, firstname: singleLineText(100), lastname: singleLineText(100), role_id: z.number() });
export type InviteFormValues = z.infer<typeof inviteFormSchema>;
export const INVITE_FIELDS: FieldDescriptor<keyof InviteFormValues>[] = [
  { key: 'email', label: 'users.fields.email', widget: 'email', required: true },
  { key: 'firstname', label: 'users.fields.firstname', widget: 'text', cols: 6 },
  { key: 'lastname', label: 'users.fields.lastname', widget: 'text', cols: 6 },
  { key: 'role_id', label: 'users.fields.role_id', widget: 'select', emptyValue: 0 },
];
