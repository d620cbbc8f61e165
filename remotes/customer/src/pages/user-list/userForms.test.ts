import { inviteFormSchema } from './userForms';

// The add-user dialog's rules (invisible-only names refused, a normal user accepted) are tested with @vws/shared's UserDialog.
describe('user forms follow the server contract', () => {
  it('refuses control characters in the optional names of an invitation', () => {
    const result = inviteFormSchema.safeParse({ email: 'neu@example.com', firstname: 'a\u0000b', lastname: '', role_id: 0 });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['firstname', 'controlCharacter']]);
  });
});
