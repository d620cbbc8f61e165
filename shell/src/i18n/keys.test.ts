import en from './en.json';

/** de/en parity of every namespace: packages/shared/src/i18n/resources.test.ts. */
describe('shell texts', () => {
  it('carry the profile messages of the spec error catalogue word for word in English', () => {
    expect(en.profile.updated).toBe('The user data has been updated.');
    expect(en.profile.updateFailed).toBe('The user data could not be updated.');
    expect(en.profile.passwordChanged).toBe('The password has been changed!');
    expect(en.profile.passwordFailed).toBe('The password could not be updated!');
  });
});
