import { fireEvent, screen, waitFor } from '@testing-library/react';
import { VORFAELLE_ENDPOINTS } from '@vws/shared/contract/vorfaelle';
import { renderPage, stopFakeServer } from '../../testing/renderPage';
import { VorfallDetailPage } from './VorfallDetailPage';

afterEach(() => stopFakeServer());

describe('VorfallDetailPage', () => {
  it('keeps a moment typed wrongly, names the expected form and saves nothing until it is a real moment', async () => {
    const { server } = renderPage(<VorfallDetailPage />, () => ({ status: 200, body: {} }), { path: '/vorfall' });
    fireEvent.change(await screen.findByLabelText(/^Bezeichnung/), { target: { value: 'Fehlversand' } });
    const discovered = screen.getByLabelText('Entdeckt am');
    fireEvent.change(discovered, { target: { value: '31.02.2026 10:00' } });
    fireEvent.blur(discovered);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte Datum und Uhrzeit als TT.MM.JJJJ HH:MM eingeben.')).toBeInTheDocument();
    expect(discovered).toHaveValue('31.02.2026 10:00');
    expect(discovered).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls(VORFAELLE_ENDPOINTS.add.path)).toEqual([]);
    fireEvent.change(discovered, { target: { value: '20.02.2026 10:00' } });
    fireEvent.blur(discovered);
    await waitFor(() => expect(screen.queryByText('Bitte Datum und Uhrzeit als TT.MM.JJJJ HH:MM eingeben.')).not.toBeInTheDocument());
  });
});
