import { addUserFormSchema, inviteFormSchema } from './userForms';

const valid = { email: 'neu@example.com', firstname: 'Nina', lastname: 'Neumann', roleIds: [], sendWelcomeMail: true };

describe('user forms follow the server contract', () => {
  it('refuses names made only of invisible characters, as the server does', () => {
    const result = addUserFormSchema.safeParse({ ...valid, firstname: '\u200b\u2060' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['firstname', 'required']]);
  });

  it('refuses control characters in the optional names of an invitation', () => {
    const result = inviteFormSchema.safeParse({ email: 'neu@example.com', firstname: 'a\u0000b', lastname: '', role_id: 0 });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['firstname', 'controlCharacter']]);
  });

  it('accepts a normal user', () => {
    expect(addUserFormSchema.safeParse(valid).success).toBe(true);
  });
});
