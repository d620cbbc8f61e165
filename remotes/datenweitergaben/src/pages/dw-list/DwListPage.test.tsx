import { fireEvent, screen, waitFor } from '@testing-library/react';
import { dwApi, LESER_PERMISSIONS, renderPage, stopFakeServer } from '../../testing/renderPage';
import { DwListPage } from './DwListPage';

afterEach(() => {
  stopFakeServer();
  sessionStorage.clear();
});

describe('DwListPage', () => {
  it('lists recipient, place and country, status badge, legal basis and third country', async () => {
    renderPage(<DwListPage />, dwApi(), { path: '/datenweitergaben' });
    expect(await screen.findByText('Salesforce, Inc.')).toBeInTheDocument();
    expect(screen.getByText('San Francisco, USA'.replace('San', '50667 San'))).toBeInTheDocument();
    expect((await screen.findByText('Vertrag fehlt')).closest('[data-severity]')).toHaveAttribute('data-severity', 'danger');
    expect(screen.getByText('Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO)')).toBeInTheDocument();
    expect(screen.getByText('3 von 3 Datenweitergaben')).toBeInTheDocument();
  });

  it('filters by text and keeps the filter in session storage', async () => {
    renderPage(<DwListPage />, dwApi(), { path: '/datenweitergaben' });
    await screen.findByText('Salesforce, Inc.');
    fireEvent.change(screen.getByLabelText('Gruppe, Empfänger, Ort oder Land'), { target: { value: 'usa' } });
    await waitFor(() => expect(screen.getByText('1 von 3 Datenweitergaben')).toBeInTheDocument());
    expect(screen.queryByText('Reisswolf')).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('vws.datenweitergaben.list') ?? '{}').filter.text).toBe('usa');
  });

  it('offers a new transfer only to editors', async () => {
    renderPage(<DwListPage />, dwApi(), { path: '/datenweitergaben', permissions: LESER_PERMISSIONS });
    await screen.findByText('Salesforce, Inc.');
    expect(screen.queryByRole('button', { name: 'Neue Datenweitergabe' })).not.toBeInTheDocument();
  });
});
