import { screen } from '@testing-library/react';
import { renderPage, stopFakeServer, vvtApi } from '../../testing/renderPage';
import { VvtPrintPage } from './VvtPrintPage';

afterEach(() => stopFakeServer());

describe('VvtPrintPage', () => {
  it('prints one record with its fields and its SDM cube coloured by status', async () => {
    renderPage(<VvtPrintPage />, vvtApi(), { path: '/verarbeitung-print', initialEntry: '/verarbeitung-print?IdVerarbeitung=1' });
    expect(await screen.findByRole('heading', { name: /Verarbeitungstätigkeit: P-01 Personalakte/ })).toBeInTheDocument();
    expect(screen.getByTestId('vvt-print-fields')).toHaveTextContent('Petra Ober, Personalabteilung');
    expect(screen.getByTestId('vvt-print-fields')).toHaveTextContent('Führung der Personalakten');
    const cell = await screen.findByTestId('vvt-cube-1-1');
    expect(cell).toHaveTextContent('nicht umgesetzt');
    expect(cell).toHaveStyle({ background: '#fecaca' });
  });
});
