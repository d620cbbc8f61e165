import { screen } from '@testing-library/react';
import { masterData, renderPage, stopFakeServer } from '../../testing/renderPage';
import { DashboardPage } from './DashboardPage';

afterEach(() => stopFakeServer());

describe('DashboardPage', () => {
  it("shows the customer's name and its cards", async () => {
    renderPage(<DashboardPage />, () => ({ status: 200, body: { masterData: { ...masterData, dsb_email: '' } } }), { permissions: ['VWS_Select'] });
    expect(screen.getByTestId('dashboard-customer-name')).toHaveTextContent('Muster GmbH');
    // While the master data load, the cards hold their lines' place (nothing jumps when they arrive), and the
    // DSB card does not claim that no DSB is named.
    const placeholders = () => screen.queryAllByRole('status').filter((element) => element.getAttribute('aria-busy') === 'true');
    expect(placeholders()).toHaveLength(3);
    expect(screen.queryByText(/Kein.*Datenschutzbeauftragte/)).not.toBeInTheDocument();
    expect(await screen.findByText('Dana Schulz')).toBeInTheDocument();
    expect(placeholders()).toHaveLength(0);
    expect(screen.getByText('Es fehlt noch 1 Angabe für ein vollständiges Impressum.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Stammdaten bearbeiten' })).not.toBeInTheDocument();
  });
});
