import { screen } from '@testing-library/react';
import { VORFAELLE_ENDPOINTS, type VorfallListItem } from '@vws/shared/contract/vorfaelle';
import { renderPage, stopFakeServer } from '../../testing/renderPage';
import { VorfaelleListPage } from './VorfaelleListPage';
import { preloadListDataTable } from '@vws/shared/testing';

beforeAll(() => preloadListDataTable());

afterEach(() => {
  stopFakeServer();
  sessionStorage.clear();
});

const HOUR = 3_600_000;
const row = (ID: number, Titel: string, meldefristInHours: number, extra: Partial<VorfallListItem> = {}): VorfallListItem => ({
  ID,
  Version: 1,
  Titel,
  Status: 'erfasst',
  Kenntnis_am: new Date(Date.now() + (meldefristInHours - 72) * HOUR).toISOString(),
  Meldefrist: new Date(Date.now() + meldefristInHours * HOUR + HOUR / 2).toISOString(),
  Risiko: 'risiko',
  Anzahl_Betroffene: 12,
  Meldung_Behoerde_am: null,
  Benachrichtigung_Betroffene_am: null,
  Meldung_erforderlich: true,
  Meldung_verspaetet: false,
  Benachrichtigung_erforderlich: false,
  Bearbeitungsdatum: '2026-11-20T10:00:00.000Z',
  ...extra,
});

describe('VorfaelleListPage', () => {
  it('shows the countdown to each Meldefrist: hours left, overdue, notified, not required', async () => {
    const rows = [
      row(1, 'Phishing', 20),
      row(2, 'Ransomware', -6),
      row(3, 'Fehlversand', -100, { Meldung_Behoerde_am: '2026-01-01T00:00:00Z' }),
      row(4, 'Ausfall', 30, { Risiko: 'keinRisiko', Meldung_erforderlich: false }),
    ];
    const { server } = renderPage(<VorfaelleListPage />, () => ({ status: 200, body: { vorfaelle: rows } }), { path: '/vorfaelle' });
    expect(await screen.findByText('Phishing')).toBeInTheDocument();
    expect(screen.getByText('noch 20 Stunden')).toBeInTheDocument();
    expect(screen.getByText('seit 6 Stunden überfällig')).toBeInTheDocument();
    expect(screen.getByText('gemeldet')).toBeInTheDocument();
    expect(screen.getByText('keine Meldung nötig')).toBeInTheDocument();
    expect(screen.getByText('4 von 4 Vorfällen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neuer Vorfall' })).toBeInTheDocument();
    expect(server.calls(VORFAELLE_ENDPOINTS.list.path)).toHaveLength(1);
  });
});
