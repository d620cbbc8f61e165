import { fireEvent, screen, within } from '@testing-library/react';
import type { HistoryResponse } from '@vws/shared/contract/history';
import { renderPage, stopFakeServer, vvtApi } from '../../testing/renderPage';
import { VvtHistory } from './VvtHistory';
import { COMMON_ENDPOINTS } from '@vws/shared/contract/common-endpoints';

afterEach(stopFakeServer);

const history: HistoryResponse = {
  truncated: false,
  entries: [
    {
      ID: 2,
      action: 'update',
      changedAt: '2026-11-24T17:30:00Z',
      table: 'vvt_sdm_cube',
      userUid: 'u-1',
      userName: 'Dana Schulz',
      changes: [{ field: 'Antwort', old: '', new: 'Verschlüsselt' }],
    },
    {
      ID: 1,
      action: 'update',
      changedAt: '2026-11-24T17:00:00Z',
      table: 'vvt_verarbeitungen',
      userUid: 'u-2',
      userName: 'Birgit Albers',
      changes: [
        { field: 'Name', old: 'Personalakte', new: 'Personalakte (digital)' },
        { field: 'ID_Status', old: 0, new: 1 },
        { field: 'dsfa_k_umfang', old: false, new: true },
        { field: 'dsfa_k_umfang_notiz', old: '', new: 'alle Beschäftigten' },
      ],
    },
  ],
};

it("shows a record's changes with the detail form's labels, reference names and the cube's table", async () => {
  const { server } = renderPage(
    <VvtHistory id={1} />,
    vvtApi((r) => (r.path === COMMON_ENDPOINTS.history.path ? { status: 200, body: history } : undefined)),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Änderungsverlauf' }));
  const [cube, record] = await screen.findAllByRole('listitem');
  expect(server.calls(COMMON_ENDPOINTS.history.path)[0]!.query).toMatchObject({ entity: 'vvt_record', id: '1' });
  expect(cube).toHaveTextContent('Geändert: Verarbeitungsphasen');
  expect(within(cube!).getAllByRole('row')[1]).toHaveTextContent('Umsetzung—Verschlüsselt');
  const rows = within(record!)
    .getAllByRole('row')
    .map((r) => r.textContent);
  expect(rows.slice(1)).toEqual([
    'BezeichnungPersonalaktePersonalakte (digital)',
    'Statusin Bearbeitungin Ordnung',
    'Datenverarbeitung in großem UmfangNeinJa',
    'Notiz zu Datenverarbeitung in großem Umfang—alle Beschäftigten',
  ]);
});
