import '../api/testing/fetchPolyfill';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createPortalStore } from '../api/store';
import { i18n } from '../i18n';
import { PortalToast } from './toast';
import { UserDialog, type UserDialogValues } from './UserDialog';

beforeEach(() => i18n.changeLanguage('de'));

const LABELS = { email: 'E-Mail', firstname: 'Vorname', lastname: 'Nachname', sendMail: 'Link senden', roleIds: 'Rollen' };

const store = createPortalStore();

function Harness({ send, roles }: { send: (values: UserDialogValues) => Promise<string>; roles?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <Provider store={store}>
      <MemoryRouter>
        <PortalToast />
        <button type="button" onClick={() => setOpen(true)}>
          öffnen
        </button>
        <UserDialog
          visible={open}
          onHide={() => setOpen(false)}
          header="Benutzer anlegen"
          submitLabel="Anlegen"
          ns="common"
          labels={LABELS}
          roleOptions={roles ? [{ value: 2, label: 'Leser' }] : undefined}
          send={send}
          idPrefix="user"
          testId="user-dialog"
        />
      </MemoryRouter>
    </Provider>
  );
}

const dialog = () => screen.findByTestId('user-dialog');

describe('UserDialog', () => {
  it('opens with the cursor in the e-mail field, so the user types at once', async () => {
    render(<Harness send={jest.fn(async () => 'angelegt')} />);
    const box = await dialog();
    const email = await within(box).findByLabelText(/^E-Mail/);
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('refuses empty and invisible-only names and sends nothing', async () => {
    const user = userEvent.setup();
    const send = jest.fn(async () => 'angelegt');
    render(<Harness send={send} />);
    const box = await dialog();
    await within(box).findByLabelText(/^E-Mail/);
    await user.click(within(box).getByTestId('user-submit'));
    expect(await within(box).findAllByText('Pflichtfeld')).toHaveLength(3);
    await user.type(within(box).getByLabelText(/^E-Mail/), 'neu@example.com');
    await user.type(within(box).getByLabelText(/^Vorname/), '\u200b\u2060');
    await user.type(within(box).getByLabelText(/^Nachname/), 'Neumann');
    await user.click(within(box).getByTestId('user-submit'));
    await waitFor(() => expect(within(box).getAllByText('Pflichtfeld')).toHaveLength(1));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the trimmed values, toasts the answer and closes', async () => {
    const user = userEvent.setup();
    const send = jest.fn(async (values: UserDialogValues) => `${values.email} wurde angelegt.`);
    render(<Harness send={send} roles />);
    const box = await dialog();
    expect(await within(box).findByText('Rollen')).toBeInTheDocument();
    await user.type(within(box).getByLabelText(/^E-Mail/), ' neu@example.com ');
    await user.type(within(box).getByLabelText(/^Vorname/), 'Nina');
    await user.type(within(box).getByLabelText(/^Nachname/), 'Neumann');
    await user.click(within(box).getByTestId('user-submit'));
    expect(await screen.findByText('neu@example.com wurde angelegt.')).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({ email: 'neu@example.com', firstname: 'Nina', lastname: 'Neumann', roleIds: [], sendMail: true });
    await waitFor(() => expect(screen.queryByTestId('user-dialog')).not.toBeInTheDocument());
    // Opened again, it is empty.
    await user.click(screen.getByRole('button', { name: 'öffnen' }));
    expect(await within(await dialog()).findByLabelText(/^E-Mail/)).toHaveValue('');
  });

  it("shows a 400's field errors on the fields and stays open", async () => {
    const user = userEvent.setup();
    const send = jest.fn(() => Promise.reject({ status: 400, data: { error: 'validation', fields: [{ path: 'userModel.email', message: 'invalidEmail' }] } }));
    render(<Harness send={send} />);
    const box = await dialog();
    await user.type(await within(box).findByLabelText(/^E-Mail/), 'neu@example.com');
    expect(within(box).queryByText('Rollen')).not.toBeInTheDocument();
    await user.type(within(box).getByLabelText(/^Vorname/), 'Nina');
    await user.type(within(box).getByLabelText(/^Nachname/), 'Neumann');
    await user.click(within(box).getByTestId('user-submit'));
    expect(await within(box).findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(await screen.findByText('Bitte prüfen Sie die markierten Felder.')).toBeInTheDocument();
    expect(screen.getByTestId('user-dialog')).toBeInTheDocument();
  });
});
