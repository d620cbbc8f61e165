import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, stopFakeServer } from '../../testing/renderPage';
import { AddUserDialog } from './AddUserDialog';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';

afterEach(() => stopFakeServer());

describe('AddUserDialog', () => {
  it('marks a field the server refuses on that field, then sends the corrected user with the welcome mail and closes', async () => {
    let refuse = true;
    const onHide = jest.fn();
    const { server } = renderPage(<AddUserDialog visible roleOptions={[{ value: 2, label: 'Leser' }]} onHide={onHide} />, (request) => {
      if (request.path !== CUSTOMER_ENDPOINTS.userAdd.path) return { status: 404, body: { error: 'notFound' } };
      if (!refuse) return { status: 200, body: { user_uid: 'u-neu', created: false } };
      refuse = false;
      return { status: 400, body: { error: 'validation', message: 'x', fields: [{ path: 'userModel.email', message: 'invalidEmail' }] } };
    });
    const dialog = await screen.findByTestId('add-user-dialog');
    expect(await within(dialog).findByText('Rollen (neben Mitglied)')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^E-Mail/), { target: { value: 'neu@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/^Vorname/), { target: { value: 'Nina' } });
    fireEvent.change(within(dialog).getByLabelText(/^Nachname/), { target: { value: 'Neumann' } });
    fireEvent.click(within(dialog).getByTestId('add-user-submit'));
    expect(await within(dialog).findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByTestId('add-user-submit'));
    expect(
      await screen.findByText('neu@example.com wurde eingeladen. Der Benutzer erscheint in der Liste, sobald er die Einladung per E-Mail angenommen hat.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(server.calls(CUSTOMER_ENDPOINTS.userAdd.path)[1]!.body).toEqual({
      userModel: { email: 'neu@example.com', firstname: 'Nina', lastname: 'Neumann', roleIds: [] },
      sendWelcomeMail: true,
    });
  });
});
