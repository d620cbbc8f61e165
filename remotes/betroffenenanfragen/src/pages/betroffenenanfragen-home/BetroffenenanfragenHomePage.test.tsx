import { screen } from '@testing-library/react';
import { BETROFFENENANFRAGEN_ENDPOINTS } from '@vws/shared/contract/betroffenenanfragen';
import { renderPage, stopFakeServer } from '../../testing/renderPage';
import { BetroffenenanfragenHomePage } from './BetroffenenanfragenHomePage';

afterEach(() => stopFakeServer());

describe('BetroffenenanfragenHomePage', () => {
  it('lists the entries of the selected customer', async () => {
    const { server } = renderPage(<BetroffenenanfragenHomePage />, () => ({ status: 200, body: { eintraege: [{ ID: 1, Name: 'Erster Eintrag' }] } }), {
      path: '/betroffenenanfragen',
    });
    expect(await screen.findByText('Erster Eintrag')).toBeInTheDocument();
    expect(screen.getByText('Die Einträge der Datenbank Muster GmbH.')).toBeInTheDocument();
    expect(server.calls(BETROFFENENANFRAGEN_ENDPOINTS.eintraege.path)).toHaveLength(1);
  });

  it('shows the catalogue text of a refused call', async () => {
    renderPage(<BetroffenenanfragenHomePage />, () => ({ status: 403, body: { error: 'forbidden', message: 'forbidden' } }), { path: '/betroffenenanfragen' });
    expect(await screen.findByText('Sorry, Sie sind nicht zugriffsberechtigt.')).toBeInTheDocument();
  });
});
