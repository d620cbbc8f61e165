import { screen } from '@testing-library/react';
import type { AnfrageListItem } from '@vws/shared/contract/betroffenenanfragen';
import { renderPage, stopFakeServer } from '../../testing/renderPage';
import { AnfragenListPage } from './AnfragenListPage';
import { preloadListDataTable } from '@vws/shared/testing';

beforeAll(() => preloadListDataTable());

afterEach(() => {
  stopFakeServer();
  sessionStorage.clear();
});

const row = (ID: number, Antragsteller: string, Frist: string, extra: Partial<AnfrageListItem> = {}): AnfrageListItem => ({
  ID,
  Version: 1,
  Antragsteller,
  Rechte: ['art15', 'art17'],
  Eingang_am: '2026-01-31',
  Kanal: 'email',
  Status: 'eingegangen',
  Verlaengerung_Monate: 0,
  Beantwortet_am: null,
  Frist,
  Ueberfaellig: false,
  Bearbeitungsdatum: '2026-02-01T10:00:00.000Z',
  ...extra,
});

describe('AnfragenListPage', () => {
  it('lists the rights, the Frist as a date and whether it has passed', async () => {
    const rows = [row(1, 'Martina Keller', '2000-02-28', { Ueberfaellig: true }), row(2, 'Peter Schulz', '2000-02-28', { Status: 'beantwortet' })];
    renderPage(<AnfragenListPage />, () => ({ status: 200, body: { anfragen: rows } }), { path: '/betroffenenanfragen' });
    expect(await screen.findByText('Martina Keller')).toBeInTheDocument();
    expect(screen.getAllByText('Auskunft (Art. 15), Löschung (Art. 17)')).toHaveLength(2);
    expect(screen.getAllByText('28.02.2000')).toHaveLength(2);
    expect(screen.getByText(/^seit \d+ Tagen überfällig$/)).toBeInTheDocument();
    expect(screen.getByText('erledigt')).toBeInTheDocument();
    expect(screen.getByText('2 von 2 Anfragen')).toBeInTheDocument();
  });
});
