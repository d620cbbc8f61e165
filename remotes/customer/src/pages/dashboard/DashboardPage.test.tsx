import { screen } from '@testing-library/react';
import { masterData, renderPage, stopFakeServer } from '../../testing/renderPage';
import { DashboardPage } from './DashboardPage';

afterEach(() => stopFakeServer());

describe('DashboardPage', () => {
  it("shows the customer's name and its cards", async () => {
    renderPage(<DashboardPage />, () => ({ status: 200, body: { masterData: { ...masterData, dsb_email: '' } } }), { permissions: ['VWS_Select'] });
    expect(screen.getByTestId('dashboard-customer-name')).toHaveTextContent('Muster GmbH');
    expect(await screen.findByText('Dana Schulz')).toBeInTheDocument();
    expect(screen.getByText('Es fehlt noch 1 Angabe für ein vollständiges Impressum.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Stammdaten bearbeiten' })).not.toBeInTheDocument();
  });
});
