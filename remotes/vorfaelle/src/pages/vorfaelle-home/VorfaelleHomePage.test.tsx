import { screen } from '@testing-library/react';
import { VORFAELLE_ENDPOINTS } from '@vws/shared/contract/vorfaelle';
import { renderPage, stopFakeServer } from '../../testing/renderPage';
import { VorfaelleHomePage } from './VorfaelleHomePage';

afterEach(() => stopFakeServer());

describe('VorfaelleHomePage', () => {
  it('lists the entries of the selected customer', async () => {
    const { server } = renderPage(<VorfaelleHomePage />, () => ({ status: 200, body: { eintraege: [{ ID: 1, Name: 'Erster Eintrag' }] } }), {
      path: '/vorfaelle',
    });
    expect(await screen.findByText('Erster Eintrag')).toBeInTheDocument();
    expect(screen.getByText('Die Einträge der Datenbank Muster GmbH.')).toBeInTheDocument();
    expect(server.calls(VORFAELLE_ENDPOINTS.eintraege.path)).toHaveLength(1);
  });

  it('shows the catalogue text of a refused call', async () => {
    renderPage(<VorfaelleHomePage />, () => ({ status: 403, body: { error: 'forbidden', message: 'forbidden' } }), { path: '/vorfaelle' });
    expect(await screen.findByText('Sorry, Sie sind nicht zugriffsberechtigt.')).toBeInTheDocument();
  });
});
