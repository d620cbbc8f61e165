import { screen } from '@testing-library/react';
import { renderPage, stopFakeServer } from '../../testing/renderPage';
import { VvtHomePage } from './VvtHomePage';

afterEach(() => stopFakeServer());

describe('VvtHomePage', () => {
  it('lists the entries of the selected customer', async () => {
    const { server } = renderPage(<VvtHomePage />, () => ({ status: 200, body: { eintraege: [{ ID: 1, Name: 'Erster Eintrag' }] } }), { path: '/vvt' });
    expect(await screen.findByText('Erster Eintrag')).toBeInTheDocument();
    expect(screen.getByText('Die Einträge der Datenbank Muster GmbH.')).toBeInTheDocument();
    expect(server.calls('/vvt/eintraege')).toHaveLength(1);
  });

  it('shows the catalogue text of a refused call', async () => {
    renderPage(<VvtHomePage />, () => ({ status: 403, body: { error: 'forbidden', message: 'forbidden' } }), { path: '/vvt' });
    expect(await screen.findByText('Sorry, Sie sind nicht zugriffsberechtigt.')).toBeInTheDocument();
  });
});
