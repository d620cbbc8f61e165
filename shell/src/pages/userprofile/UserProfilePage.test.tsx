import { fireEvent, screen, waitFor } from '@testing-library/react';
import { portalHandler, renderApp, signInStored, stopFakeServer, resetBrowserState } from '../../testing/renderApp';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { AUFGABEN_ENDPOINTS } from '@vws/shared/contract/aufgaben-endpoints';

beforeEach(() => resetBrowserState());
afterEach(() => stopFakeServer());

describe('UserProfilePage', () => {
  it('disables the forms with an explanation when the profile denies editing', async () => {
    signInStored();
    renderApp('/userprofile', portalHandler({ profilePermissions: ['USER_DENY_Profile_Edit', 'USER_DENY_Password_Edit'] }));
    expect(await screen.findByTestId('profile-edit-denied')).toHaveTextContent('Für Ihr Konto ist das Ändern der Profildaten gesperrt.');
    expect(screen.getByTestId('password-edit-denied')).toBeInTheDocument();
    expect(screen.getByLabelText('Vorname')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Passwort ändern' })).toBeDisabled();
  });

  it('checks the password rules before sending and shows the messages', async () => {
    signInStored();
    const { server } = renderApp('/userprofile', portalHandler());
    fireEvent.change(await screen.findByLabelText('Aktuelles Passwort'), { target: { value: 'Demo-Passwort-1' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'abcdefgh' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort wiederholen'), { target: { value: 'abcdefgX' } });
    expect(screen.getByText('8 bis 128 Zeichen').closest('li')).toHaveAttribute('data-ok', 'true');
    expect(screen.getByText('mindestens eine Ziffer').closest('li')).toHaveAttribute('data-ok', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Das Passwort muss mindestens eine Ziffer enthalten.')).toBeInTheDocument();
    expect(screen.getByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    expect(server.calls(META_ENDPOINTS.updatePassword.path)).toHaveLength(0);
  });

  it('sends a valid change and reports a wrong current password with the spec message', async () => {
    signInStored();
    const { server } = renderApp(
      '/userprofile',
      portalHandler({ overrides: { [META_ENDPOINTS.updatePassword.path]: () => ({ status: 400, body: { error: 'wrongPassword', message: 'wrong' } }) } }),
    );
    fireEvent.change(await screen.findByLabelText('Aktuelles Passwort'), { target: { value: 'falsch' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'Blaue-Tasse-42' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort wiederholen'), { target: { value: 'Blaue-Tasse-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Das aktuelle Passwort ist falsch.')).toBeInTheDocument();
    expect(await screen.findByText('Das Passwort konnte nicht aktualisiert werden!')).toBeInTheDocument();
    expect(server.calls(META_ENDPOINTS.updatePassword.path)[0].body).toEqual({
      password_old: 'falsch',
      password_new: 'Blaue-Tasse-42',
      password_new_repetition: 'Blaue-Tasse-42',
    });
  });

  it('names why a password that meets the rules is refused: live under the meter, and on submit without sending it', async () => {
    signInStored();
    const { server } = renderApp('/userprofile', portalHandler());
    fireEvent.change(await screen.findByLabelText('Aktuelles Passwort'), { target: { value: 'Demo-Passwort-1' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'Sonnenschein1!' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort wiederholen'), { target: { value: 'Sonnenschein1!' } });
    const reason =
      'Dieses Passwort steht – auch mit Ziffern oder Zeichen davor oder dahinter – in Listen häufig verwendeter Passwörter. Bitte wählen Sie ein anderes.';
    // The lists load on demand (seconds on a busy runner).
    await waitFor(() => expect(screen.getByTestId('password-weakness')).toHaveTextContent(reason), { timeout: 30_000 });
    expect(screen.getByText('kein verbreitetes, leicht zu erratendes Passwort').closest('li')).toHaveAttribute('data-ok', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    await waitFor(() => expect(screen.getAllByText(reason)).toHaveLength(2));
    expect(server.calls(META_ENDPOINTS.updatePassword.path)).toHaveLength(0);
  }, 40_000);

  it("shows the server's reason for a refused new password in the field", async () => {
    signInStored();
    renderApp(
      '/userprofile',
      portalHandler({
        overrides: {
          [META_ENDPOINTS.updatePassword.path]: () => ({
            status: 400,
            body: { error: 'validation', message: 'x', fields: [{ path: 'password_new', code: 'passwordTooWeak', message: 'x' }] },
          }),
        },
      }),
    );
    fireEvent.change(await screen.findByLabelText('Aktuelles Passwort'), { target: { value: 'Demo-Passwort-1' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'Blaue-Tasse-42' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort wiederholen'), { target: { value: 'Blaue-Tasse-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(
      await screen.findByText('Dieses Passwort ist zu leicht zu erraten. Länger und aus mehreren, nicht zusammengehörenden Wörtern ist es sicherer.'),
    ).toBeInTheDocument();
  });

  it('saves the name and shows the spec message', async () => {
    signInStored();
    const { server, store } = renderApp(
      '/userprofile',
      portalHandler({
        overrides: {
          [META_ENDPOINTS.updateProfile.path]: (request) => ({
            status: 200,
            body: { userprofiledata: { user_uid: 'u-dana', email: 'dsb@example.com', ...(request.body as { userprofile: object }).userprofile } },
          }),
        },
      }),
    );
    const first = await screen.findByLabelText('Vorname');
    await waitFor(() => expect(first).toHaveValue('Dana'));
    fireEvent.change(first, { target: { value: 'Dana Maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Name speichern' }));
    expect(await screen.findByText('Die Benutzerdaten wurden aktualisiert.')).toBeInTheDocument();
    expect(server.calls(META_ENDPOINTS.updateProfile.path)[0].body).toEqual({ userprofile: { firstname: 'Dana Maria', lastname: 'Schulz' } });
    expect(store.getState().session.user?.firstname).toBe('Dana Maria');
  });

  it('remembers the meta admin menu setting', async () => {
    signInStored();
    renderApp('/userprofile', portalHandler());
    fireEvent.click(await screen.findByText('Menüeinträge der Meta-Administration anzeigen'));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('vws.preferences') ?? '{}').localSettings?.showMetaPermissionMenuItems).toBe(true));
  });

  it('saves the reminder setting chosen in the profile', async () => {
    signInStored();
    const saved = { mode: 'daily', language: 'de' };
    const { server } = renderApp(
      '/userprofile',
      portalHandler({
        overrides: {
          [AUFGABEN_ENDPOINTS.reminderSettings.path]: (request) => {
            if (request.method === 'PUT') Object.assign(saved, request.body);
            return { status: 200, body: saved };
          },
        },
      }),
    );
    const daily = await screen.findByLabelText('Tägliche Zusammenfassung', {}, { timeout: 5000 });
    await waitFor(() => expect(daily).toBeChecked());
    const save = screen.getByRole('button', { name: 'Einstellung speichern' });
    expect(save).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Sofort, sobald etwas fällig wird'));
    fireEvent.click(save);
    expect(await screen.findByText('Die Erinnerungseinstellung wurde gespeichert.')).toBeInTheDocument();
    expect(server.calls(AUFGABEN_ENDPOINTS.reminderSettings.path).find((call) => call.method === 'PUT')?.body).toEqual({ mode: 'immediate', language: 'de' });
  });
});
