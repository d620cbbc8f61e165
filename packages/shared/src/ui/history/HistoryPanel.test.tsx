import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryResponse } from '../../contract/history';
import { api } from '../../api/platformEndpoints';
import { changeLanguage } from '../../i18n';
import { renderPage, stopFakeServer } from '../../testing';
import { HistoryPanel } from './HistoryPanel';
import { COMMON_ENDPOINTS } from '../../contract/common-endpoints';
import { CUSTOMER_ENDPOINTS } from '../../contract/customer-endpoints';

const history: HistoryResponse = {
  truncated: false,
  entries: [
    {
      ID: 3,
      action: 'update',
      changedAt: '2026-11-24T17:30:00.000Z',
      table: 'customer_stammdaten',
      userUid: 'u-2',
      userName: 'Birgit Albers',
      changes: [
        { field: 'ort', old: 'Köln', new: 'Bonn' },
        { field: 'oeffentliche_stelle', old: false, new: true },
      ],
    },
    {
      ID: 2,
      action: 'insert',
      changedAt: '2026-11-24T17:00:00.000Z',
      table: 'audit_dokumente',
      userUid: 'u-1',
      userName: 'Dana Schulz',
      changes: [{ field: 'Name', old: null, new: 'Vertrag' }],
    },
    { ID: 1, action: 'insert', changedAt: '2026-11-01T08:00:00.000Z', table: 'customer_stammdaten', userUid: null, userName: null, changes: [] },
  ],
};

afterEach(stopFakeServer);

describe('HistoryPanel', () => {
  beforeAll(() => changeLanguage('en'));
  afterAll(() => changeLanguage('de'));

  it('loads when opened and shows who changed which field from what to what, with the page’s labels', async () => {
    const { server } = renderPage(
      <HistoryPanel
        entity="master_data"
        id={1}
        fieldLabels={{ ort: 'City', oeffentliche_stelle: 'Public authority' }}
        tableLabels={{ audit_dokumente: 'Documents' }}
      />,
      (request) => (request.path === COMMON_ENDPOINTS.history.path ? { status: 200, body: history } : { status: 404 }),
    );
    const toggle = screen.getByRole('button', { name: 'Change history' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(server.calls(COMMON_ENDPOINTS.history.path)).toHaveLength(0);

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const entries = await screen.findAllByRole('listitem');
    expect(server.calls(COMMON_ENDPOINTS.history.path)[0]!.query).toMatchObject({ entity: 'master_data', id: '1', customer_uid: 'c-muster' });

    expect(entries[0]).toHaveTextContent('Changed');
    expect(entries[0]).toHaveTextContent('Birgit Albers');
    expect(entries[0]).toHaveTextContent(/24 Nov 2026/);
    const rows = within(entries[0]!).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['FieldBeforeAfter', 'CityKölnBonn', 'Public authorityNoYes']);
    expect(entries[1]).toHaveTextContent('Created: Documents');
    expect(within(entries[1]!).getByRole('row', { name: /Name/ })).toHaveTextContent('Name—Vertrag');
    expect(entries[2]).toHaveTextContent('System (import or setup)');
    expect(entries[2]).toHaveTextContent('No fields with content.');
  });

  it('reloads after any successful save (tag invalidation)', async () => {
    const { server, store } = renderPage(<HistoryPanel entity="master_data" id={1} initiallyOpen />, (request) => {
      if (request.path === COMMON_ENDPOINTS.history.path) return { status: 200, body: history };
      if (request.path === CUSTOMER_ENDPOINTS.masterDataEdit.path) return { status: 200, body: { masterData: {} } };
      return { status: 404 };
    });
    await screen.findAllByRole('listitem');
    expect(server.calls(COMMON_ENDPOINTS.history.path)).toHaveLength(1);
    await act(async () => {
      await store.dispatch(api.endpoints.updateMasterData.initiate({ masterDataModel: { ort: 'Bonn' } }));
    });
    await waitFor(() => expect(server.calls(COMMON_ENDPOINTS.history.path)).toHaveLength(2));
  });

  it('says so when nothing was recorded, and shows a refusal as the catalogue’s text', async () => {
    renderPage(<HistoryPanel entity="audit_question" id={7} initiallyOpen />, () => ({ status: 200, body: { entries: [], truncated: false } }));
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
    stopFakeServer();
    renderPage(<HistoryPanel entity="audit_question" id={8} initiallyOpen />, () => ({ status: 403, body: { error: 'forbidden', message: 'Forbidden' } }));
    expect(await screen.findByText(/not authorised/)).toBeInTheDocument();
  });
});
