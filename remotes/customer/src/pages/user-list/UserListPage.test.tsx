import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, stopFakeServer } from '../../testing/renderPage';
import type { FakeAnswer, FakeHandler, FakeRequest } from '../../../../../packages/shared/src/api/testing/fakeServer';
import { UserListPage } from './UserListPage';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { preloadListDataTable } from '@vws/shared/testing';

beforeAll(() => preloadListDataTable());

afterEach(() => stopFakeServer());

const roles = [
  { id: 1, name: 'Mitglied' },
  { id: 2, name: 'Leser' },
  { id: 3, name: 'PO' },
  { id: 5, name: 'DSB' },
];
const paul = {
  user_uid: 'u-paul',
  firstname: 'Paul',
  lastname: 'Oswald',
  email: 'po@example.com',
  is_active: true,
  has_password: true,
  roles: [roles[0], roles[2]],
};
const invitation = {
  invitation_uid: 'i-1',
  email: 'ina@example.com',
  firstname: 'Ina',
  lastname: 'Neu',
  role_id: 2,
  created_at: '2026-03-01T10:00:00.000Z',
  expires_at: '2026-03-15T10:00:00.000Z',
  invited_by: 'Klaus Adler',
};
const PERMS = ['VWS_Select', 'VWS_User_ManageRoles', 'computed_canInviteUsers'];

type Extra = (request: FakeRequest) => FakeAnswer | undefined;

function api(extra: Extra = () => undefined): FakeHandler {
  return (request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.path === CUSTOMER_ENDPOINTS.usersRoles.path) return { status: 200, body: { usersRoles: [paul] } };
    if (request.path === META_ENDPOINTS.roles.path) return { status: 200, body: { roles } };
    if (request.path === CUSTOMER_ENDPOINTS.invitations.path) return { status: 200, body: { invitations: [invitation] } };
    return { status: 200, body: { ok: true } };
  };
}

describe('UserListPage', () => {
  it('shows the users with their roles in the user language', async () => {
    renderPage(<UserListPage />, api(), { permissions: PERMS });
    expect(await screen.findByText('Paul Oswald')).toBeInTheDocument();
    expect(screen.getByTestId('role-po@example.com-PO')).toHaveTextContent('Prozessverantwortlicher (PO)');
    expect(screen.getByText('Offene Einladungen (1)')).toBeInTheDocument();
  });

  it('says why roles cannot be changed instead of offering it: the own account, a meta administrator', async () => {
    const klaus = { ...paul, user_uid: 'u-klaus', firstname: 'Klaus', lastname: 'Adler', email: 'kundenadmin@example.com', rolesLocked: 'ownAccount' as const };
    const martin = {
      ...paul,
      user_uid: 'u-martin',
      firstname: 'Martin',
      lastname: 'Becker',
      email: 'meta@example.com',
      rolesLocked: 'metaAdministrator' as const,
    };
    renderPage(
      <UserListPage />,
      api((r) => (r.path === CUSTOMER_ENDPOINTS.usersRoles.path ? { status: 200, body: { usersRoles: [paul, klaus, martin] } } : undefined)),
      {
        permissions: PERMS,
      },
    );
    expect(await screen.findByTestId('roles-locked-kundenadmin@example.com')).toHaveTextContent(
      'Ihr eigenes Konto: Ihre Rollen vergibt und entzieht ein anderer Administrator.',
    );
    expect(screen.getByTestId('roles-locked-meta@example.com')).toHaveTextContent('Meta-Administrator: seine Rollen ändert nur die Meta-Administration.');
    expect(screen.queryByLabelText('Rolle für Klaus Adler hinzufügen')).toBeNull();
    expect(screen.queryByRole('button', { name: /von Martin Becker entfernen/ })).toBeNull();
    // Paul's roles are the caller's to change.
    expect(screen.getByLabelText('Rolle für Paul Oswald hinzufügen')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /von Paul Oswald entfernen/ })).toHaveLength(2);
  });

  it('lists the members on the shared list: sortable by name, e-mail dropping first on narrower windows (issue 24)', async () => {
    const anna = { ...paul, user_uid: 'u-anna', firstname: 'Anna', lastname: 'Zander', email: 'anna@example.com' };
    const ben = { ...paul, user_uid: 'u-ben', firstname: 'Ben', lastname: 'Abel', email: 'ben@example.com' };
    renderPage(
      <UserListPage />,
      api((request) => (request.path === CUSTOMER_ENDPOINTS.usersRoles.path ? { status: 200, body: { usersRoles: [anna, paul, ben] } } : undefined)),
      { permissions: PERMS },
    );
    const table = within(await screen.findByTestId('users-table'));
    await table.findByText('Anna Zander');
    expect(table.getByRole('columnheader', { name: /E-Mail/ })).toHaveClass('vws-col-p2');
    expect(table.getByRole('columnheader', { name: 'Rolle hinzufügen' })).not.toHaveAttribute('aria-sort');
    const names = () =>
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names()).toEqual(['Anna Zander', 'Paul Oswald', 'Ben Abel']);
    fireEvent.click(table.getByRole('columnheader', { name: /^Name/ }));
    await waitFor(() => expect(names()).toEqual(['Ben Abel', 'Paul Oswald', 'Anna Zander']));
  });

  it('asks, then on a 409 asks for the force flag and repeats the removal with it', async () => {
    const { server } = renderPage(
      <UserListPage />,
      api((request) => {
        if (request.path !== CUSTOMER_ENDPOINTS.usersRolesDelete.path) return undefined;
        if (request.query.forceDeletePORole === 'true') return { status: 200, body: { ok: true, removedFromCustomer: false } };
        return { status: 409, body: { error: 'poHasAssignedRecords', message: 'x', count: 3 } };
      }),
      { permissions: PERMS },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Rolle Prozessverantwortlicher (PO) von Paul Oswald entfernen' }));
    expect(await screen.findByTestId('role-confirm-message')).toHaveTextContent('Die Rolle Prozessverantwortlicher (PO) von Paul Oswald entfernen?');
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByTestId('role-confirm-message')).toHaveTextContent('Paul Oswald ist noch 3 Einträgen zugeordnet.'));
    // The dialog closes on the first yes and opens again with the server's question; on a slow
    // machine its buttons come a tick after the new message.
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Die Rolle wurde entfernt.')).toBeInTheDocument();
    const calls = server.calls(CUSTOMER_ENDPOINTS.usersRolesDelete.path);
    expect(calls.map((c) => [c.query.roleId, c.query.forceDeletePORole])).toEqual([
      ['3', undefined],
      ['3', 'true'],
    ]);
  });

  it('invites a person and refuses an invalid address without sending', async () => {
    const { server } = renderPage(<UserListPage />, api(), { permissions: PERMS });
    fireEvent.click(await screen.findByTestId('invite-user'));
    const dialog = await screen.findByTestId('invite-dialog');
    expect(within(dialog).getByText('Benutzer einladen')).toBeInTheDocument(); // the title repeats the button
    await waitFor(() => expect(within(dialog).getByLabelText(/E-Mail/)).toHaveFocus());
    fireEvent.change(within(dialog).getByLabelText(/E-Mail/), { target: { value: 'kaputt' } });
    fireEvent.click(within(dialog).getByTestId('invite-submit'));
    expect(await within(dialog).findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(server.calls(CUSTOMER_ENDPOINTS.inviteUser.path)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/E-Mail/), { target: { value: 'neu@example.com' } });
    fireEvent.click(within(dialog).getByTestId('invite-submit'));
    expect(await screen.findByText('Die Einladung an neu@example.com wurde gesendet.')).toBeInTheDocument();
    expect(server.calls(CUSTOMER_ENDPOINTS.inviteUser.path)[0]!.body).toEqual({
      userInvitationRequest: { email: 'neu@example.com', firstname: '', lastname: '', role_id: null },
    });
  });

  it('hides invitations without computed_canInviteUsers', async () => {
    renderPage(<UserListPage />, api(), { permissions: ['VWS_Select', 'VWS_User_ManageRoles'] });
    expect(await screen.findByText('Paul Oswald')).toBeInTheDocument();
    expect(screen.queryByTestId('invite-user')).not.toBeInTheDocument();
  });
});
