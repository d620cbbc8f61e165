import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '@vws/shared/core';
import type { FakeHandler } from '../../../../packages/shared/src/api/testing/fakeServer';
import { documentNavigation } from '../../guard/documentNavigation';
import { beispiel, portalHandler, renderApp, resetBrowserState, stopFakeServer } from '../../testing/renderApp';
import { AUTH_ENDPOINTS } from '@vws/shared/contract/auth-endpoints';

beforeEach(() => resetBrowserState());
afterEach(async () => {
  stopFakeServer();
  await act(() => changeLanguage('de'));
});

const LINK = '/customer-user-onboarding?email=leser%40example.com&token=einladungs-token-1234';
const invitation = { email: 'leser@example.com', token: 'einladungs-token-1234' };
const status =
  (accountExists: boolean): FakeHandler =>
  () => ({ status: 200, body: { customerName: 'Beispiel AG', accountExists } });

describe('OnboardingPage', () => {
  it('adds an existing account to the customer without asking for a password, then links to sign-in', async () => {
    const { server } = renderApp(
      LINK,
      portalHandler({
        overrides: {
          [AUTH_ENDPOINTS.invitationStatus.path]: status(true),
          [AUTH_ENDPOINTS.acceptInvitation.path]: () => ({ status: 200, body: { ok: true, customerName: 'Beispiel AG' } }),
        },
      }),
    );
    expect(await screen.findByTestId('onboarding-existing-account')).toHaveTextContent(
      'Für leser@example.com gibt es bereits ein Konto. Nehmen Sie die Einladung an, um „Beispiel AG“ zu Ihrem Konto hinzuzufügen. Ihr Passwort bleibt unverändert.',
    );
    expect(server.calls(AUTH_ENDPOINTS.invitationStatus.path)[0]).toMatchObject({ method: 'POST', body: invitation });
    expect(document.getElementById('new-password')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Einladung annehmen' }));
    expect(await screen.findByTestId('onboarding-added')).toHaveTextContent(
      '„Beispiel AG“ wurde zu Ihrem Konto hinzugefügt. Melden Sie sich mit Ihrem bisherigen Passwort an.',
    );
    expect(server.calls(AUTH_ENDPOINTS.acceptInvitation.path)[0]).toMatchObject({ method: 'POST', body: invitation });
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/signin');
    expect(server.calls(AUTH_ENDPOINTS.resetPassword.path)).toHaveLength(0);
  });

  it('shows the English texts', async () => {
    renderApp(
      LINK,
      portalHandler({
        overrides: {
          [AUTH_ENDPOINTS.invitationStatus.path]: status(true),
          [AUTH_ENDPOINTS.acceptInvitation.path]: () => ({ status: 200, body: { ok: true, customerName: 'Beispiel AG' } }),
        },
      }),
    );
    await act(() => changeLanguage('en'));
    expect(await screen.findByTestId('onboarding-existing-account')).toHaveTextContent(
      'There is already an account for leser@example.com. Accept the invitation to add “Beispiel AG” to your account. Your password stays unchanged.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByTestId('onboarding-added')).toHaveTextContent(
      '“Beispiel AG” has been added to your account. Sign in with your existing password.',
    );
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toBeInTheDocument();
  });

  it('names the customer, asks a new address for a password, activates the account and ends signed in in the customer', async () => {
    const loaded: string[] = [];
    jest.spyOn(documentNavigation, 'assign').mockImplementation((url) => void loaded.push(url));
    const { server } = renderApp(
      LINK,
      portalHandler({
        customers: [beispiel],
        overrides: { [AUTH_ENDPOINTS.invitationStatus.path]: status(false), [AUTH_ENDPOINTS.resetPassword.path]: () => ({ status: 200, body: { ok: true } }) },
      }),
    );
    expect(await screen.findByTestId('onboarding-intro')).toHaveTextContent('Sie wurden zu „Beispiel AG“ im Portal eingeladen.');
    fireEvent.change(await screen.findByLabelText('Neues Passwort'), { target: { value: 'Blaue-Tasse-42' } });
    fireEvent.change(screen.getByLabelText('Passwort wiederholen'), { target: { value: 'Blaue-Tasse-42' } });
    expect(screen.queryByRole('button', { name: 'Einladung annehmen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Konto aktivieren' }));
    await waitFor(() => expect(loaded).toEqual(['/customer?cuid=c-beispiel']));
    expect(server.calls(AUTH_ENDPOINTS.resetPassword.path)[0].body).toEqual({ ...invitation, password: 'Blaue-Tasse-42' });
    expect(server.calls(AUTH_ENDPOINTS.signIn.path)[0].body).toEqual({ email: 'leser@example.com', password: 'Blaue-Tasse-42' });
    expect(server.calls(AUTH_ENDPOINTS.acceptInvitation.path)).toHaveLength(0);
    jest.restoreAllMocks();
  });

  it('says so when the invitation is invalid or already used', async () => {
    renderApp(LINK, portalHandler({ overrides: { [AUTH_ENDPOINTS.invitationStatus.path]: () => ({ status: 400, body: { error: 'invalidToken' } }) } }));
    expect(await screen.findByTestId('onboarding-invalid-token')).toHaveTextContent('Die Einladung ist ungültig oder abgelaufen.');
    expect(document.getElementById('new-password')).toBeNull();
  });

  it('reports a token that died meanwhile, and asks for a password when the account is gone', async () => {
    let accountExists = true;
    let answer = { status: 400, body: { error: 'invalidToken' } as object };
    const { server } = renderApp(
      LINK,
      portalHandler({
        overrides: {
          [AUTH_ENDPOINTS.invitationStatus.path]: () => ({ status: 200, body: { customerName: 'Beispiel AG', accountExists } }),
          [AUTH_ENDPOINTS.acceptInvitation.path]: () => answer,
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Einladung annehmen' }));
    expect(await screen.findByTestId('onboarding-invalid-token')).toBeInTheDocument();

    accountExists = false;
    answer = { status: 409, body: { error: 'passwordRequired' } };
    fireEvent.click(screen.getByRole('button', { name: 'Einladung annehmen' }));
    expect(await screen.findByLabelText('Neues Passwort')).toBeInTheDocument();
    await waitFor(() => expect(server.calls(AUTH_ENDPOINTS.invitationStatus.path)).toHaveLength(2));
  });
});
