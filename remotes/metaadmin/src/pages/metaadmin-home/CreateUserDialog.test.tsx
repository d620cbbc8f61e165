import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, stopFakeServer } from '../../testing/renderPage';
import { CreateUserDialog } from './CreateUserDialog';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';

/** The dialogs are lazy chunks: on a busy machine they take longer than the default second to arrive. */
const LAZY = { timeout: 5000 };

afterEach(() => stopFakeServer());

describe('CreateUserDialog', () => {
  it('refuses an empty form, then creates the account with the password link and closes', async () => {
    const onHide = jest.fn();
    const { server } = renderPage(<CreateUserDialog visible onHide={onHide} />, (request) =>
      request.path === META_ENDPOINTS.adminUserCreate.path ? { status: 200, body: { user_uid: 'u-neu' } } : { status: 404, body: { error: 'notFound' } },
    );
    const dialog = await screen.findByTestId('create-user-dialog', {}, LAZY);
    await within(dialog).findByLabelText(/^E-Mail/, {}, LAZY);
    fireEvent.click(within(dialog).getByTestId('create-user-submit'));
    expect(await within(dialog).findAllByText('Pflichtfeld')).toHaveLength(3);
    expect(within(dialog).queryByText(/Rolle/)).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^E-Mail/), { target: { value: 'neu@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/^Vorname/), { target: { value: 'Nina' } });
    fireEvent.change(within(dialog).getByLabelText(/^Nachname/), { target: { value: 'Neu' } });
    fireEvent.click(within(dialog).getByTestId('create-user-submit'));
    expect(await screen.findByText('Der Benutzer neu@example.com wurde angelegt.')).toBeInTheDocument();
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(server.calls(META_ENDPOINTS.adminUserCreate.path)).toHaveLength(1);
    expect(server.calls(META_ENDPOINTS.adminUserCreate.path)[0]!.body).toEqual({
      email: 'neu@example.com',
      firstname: 'Nina',
      lastname: 'Neu',
      sendPasswordLink: true,
    });
  });
});
