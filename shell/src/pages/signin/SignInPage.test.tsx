import '../../../../packages/shared/src/api/testing/fetchPolyfill';
import { useLayoutEffect, type ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { changeLanguage, configureApiBase, currentLocale, preferences, PREFERENCES_KEY, readStoredSession } from '@vws/shared/core';
import { startFakeServer, type FakeServer } from '../../../../packages/shared/src/api/testing/fakeServer';
import { documentNavigation } from '../../guard/documentNavigation';
import { registerShellTexts } from '../../i18n/register';
import { SignInApp } from '../../signin-page/SignInApp';
import { takeTypedValues } from '../../signin-page/prefilled';
import { beispiel, muster, portalHandler, resetBrowserState, type PortalOptions } from '../../testing/renderApp';
import { AUTH_ENDPOINTS } from '@vws/shared/contract/auth-endpoints';

let server: FakeServer | undefined;
let loaded: string[];

beforeEach(() => {
  resetBrowserState();
  loaded = [];
  jest.spyOn(documentNavigation, 'assign').mockImplementation((url) => void loaded.push(url));
  jest.spyOn(documentNavigation, 'replace').mockImplementation((url) => void loaded.push(url));
});
afterEach(() => {
  server?.restore();
  server = undefined;
  jest.restoreAllMocks();
});

function openSignIn(path: string, options: PortalOptions = {}, before?: ReactNode) {
  window.history.pushState({}, '', path);
  server = startFakeServer(portalHandler(options), '/api');
  configureApiBase({ baseUrl: 'http://localhost' });
  registerShellTexts();
  render(
    <>
      {before}
      <SignInApp />
    </>,
  );
}

function typeInto(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** signin.html's two empty prerendered fields, watched by the page's script (takeTypedValues) and already replaced. */
function prerenderedFields(): [HTMLInputElement, HTMLInputElement] {
  const prerendered = document.createElement('div');
  prerendered.innerHTML = '<input id="signin-email"><input id="signin-password" type="password">';
  const [email, password] = prerendered.querySelectorAll('input');
  takeTypedValues(prerendered);
  return [email!, password!];
}

function signInBody() {
  return server!.requests.find((request) => request.path === AUTH_ENDPOINTS.signIn.path)?.body;
}

async function submit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('E-Mail-Adresse'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('the sign-in page (spec §2, §4)', () => {
  it('returns to the requested route after sign-in, with the session stored for the portal and other tabs', async () => {
    openSignIn(`/signin?redirect=${encodeURIComponent('/customer-master-data?cuid=c-muster')}`);
    await submit(' dsb@example.com ', 'Demo-Passwort-1');
    await waitFor(() => expect(loaded).toEqual(['/customer-master-data?cuid=c-muster']));
    expect(readStoredSession()?.user.email).toBe('dsb@example.com');
    expect(signInBody()).toEqual({ email: 'dsb@example.com', password: 'Demo-Passwort-1' });
  });

  it('keeps what was typed into the prerendered form before the script ran, and the field the user was in', async () => {
    const prerendered = document.createElement('div');
    prerendered.innerHTML = '<input id="signin-email" value="dsb@example.com"><input id="signin-password" type="password">';
    document.body.append(prerendered);
    prerendered.querySelector<HTMLInputElement>('#signin-password')!.value = 'Demo-Pass';
    prerendered.querySelector<HTMLInputElement>('#signin-password')!.focus();
    takeTypedValues(prerendered);
    prerendered.remove();
    openSignIn('/signin', { customers: [muster] });
    expect(await screen.findByLabelText('E-Mail-Adresse')).toHaveValue('dsb@example.com');
    expect(screen.getByLabelText('Passwort')).toHaveValue('Demo-Pass');
    await waitFor(() => expect(screen.getByLabelText('Passwort')).toHaveFocus());
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'Demo-Passwort-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(loaded).toEqual(['/customer?cuid=c-muster']));
  });

  it('takes over what is typed into the prerendered form while the new one renders, and a submit made meanwhile signs in with it', async () => {
    const [email, password] = prerenderedFields();
    // Typed after the script had started: the fields still take input and the values are noted.
    expect(email.readOnly).toBe(false);
    typeInto(email, 'dsb@example.com');
    typeInto(password, 'Demo-Passwort-1');
    document.documentElement.setAttribute('data-submit-pending', '');
    openSignIn('/signin', { customers: [muster] });
    await waitFor(() => expect(loaded).toEqual(['/customer?cuid=c-muster']));
    expect(signInBody()).toEqual({ email: 'dsb@example.com', password: 'Demo-Passwort-1' });
  });

  it('takes over both fields typed after the new form had rendered and before it was shown, and the submit made then signs in', async () => {
    const [email, password] = prerenderedFields();
    // Runs in the commit, after the sign-in form has rendered (with empty fields) and before its
    // own layout effect takes the late values over: the moment a quick user types into.
    function TypedMeanwhile() {
      useLayoutEffect(() => {
        typeInto(email, 'dsb@example.com');
        typeInto(password, 'Demo-Passwort-1');
        document.documentElement.setAttribute('data-submit-pending', '');
      }, []);
      return null;
    }
    openSignIn('/signin', { customers: [muster] }, <TypedMeanwhile />);
    await waitFor(() => expect(loaded).toEqual(['/customer?cuid=c-muster']));
    expect(signInBody()).toEqual({ email: 'dsb@example.com', password: 'Demo-Passwort-1' });
  });

  it('shows the language chosen on the prerendered page while the script was starting', async () => {
    // signin.html's inline script handles a click on "EN" until React's form is there: it stores the
    // choice and shows the English prerendered form; the script had started in German before that.
    expect(currentLocale()).toBe('de');
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ ...preferences.get(), currentLocale: 'en' }));
    try {
      openSignIn('/signin', { customers: [muster] });
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      expect(currentLocale()).toBe('en');
      expect(document.documentElement.lang).toBe('en');
    } finally {
      await act(() => changeLanguage('de'));
    }
  });

  it('starts at the only customer, or at the customer list when there are several', async () => {
    openSignIn('/signin', { customers: [muster] });
    await submit('dsb@example.com', 'Demo-Passwort-1');
    await waitFor(() => expect(loaded).toEqual(['/customer?cuid=c-muster']));
  });

  it('starts at the customer list when the user may choose among several', async () => {
    openSignIn('/signin', { customers: [muster, beispiel] });
    await submit('dsb@example.com', 'Demo-Passwort-1');
    await waitFor(() => expect(loaded).toEqual(['/customers']));
  });

  it('ignores a redirect to another site', async () => {
    openSignIn(`/signin?redirect=${encodeURIComponent('//evil.example/phish')}`, { customers: [muster, beispiel] });
    await submit('dsb@example.com', 'Demo-Passwort-1');
    await waitFor(() => expect(loaded).toEqual(['/customers']));
  });

  it('shows the refusal and stays for wrong credentials; nothing is stored', async () => {
    openSignIn('/signin', { overrides: { [AUTH_ENDPOINTS.signIn.path]: () => ({ status: 401, body: { error: 'invalidCredentials' } }) } });
    await submit('dsb@example.com', 'falsch');
    expect(await screen.findByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeInTheDocument();
    expect(loaded).toEqual([]);
    expect(readStoredSession()).toBeNull();
  });

  it('names the missing fields, focuses the first and sends nothing', async () => {
    openSignIn('/signin');
    fireEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveFocus();
    expect(server!.requests.some((request) => request.path === AUTH_ENDPOINTS.signIn.path)).toBe(false);
  });

  it('shows and hides the password with a button that says what it does', async () => {
    openSignIn('/signin');
    const password = await screen.findByLabelText('Passwort');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Passwort verbergen' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says that a failed sign-out failed and that the session may still be open (spec §8)', async () => {
    openSignIn('/signin?signOutFailed=1');
    const notice = await screen.findByTestId('signout-failed');
    expect(notice).toHaveTextContent('Sorry, wir konnten Sie nicht erfolgreich abmelden.');
    expect(notice).toHaveTextContent('Ihre Sitzung ist möglicherweise noch offen.');
  });
});
