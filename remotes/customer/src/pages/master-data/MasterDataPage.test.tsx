import { fireEvent, screen, waitFor } from '@testing-library/react';
import { masterData, renderPage, stopFakeServer } from '../../testing/renderPage';
import type { FakeHandler } from '../../../../../packages/shared/src/api/testing/fakeServer';
import { MasterDataPage } from './MasterDataPage';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';

afterEach(() => stopFakeServer());

function api(put: FakeHandler): FakeHandler {
  return (request) => {
    if (request.path === CUSTOMER_ENDPOINTS.masterData.path) return { status: 200, body: { masterData } };
    if (request.path === CUSTOMER_ENDPOINTS.masterDataEdit.path) return put(request);
    return { status: 404, body: { error: 'notFound' } };
  };
}

describe('MasterDataPage', () => {
  it('shows the stored master data and when they were last changed', async () => {
    renderPage(
      <MasterDataPage />,
      api(() => ({ status: 500 })),
    );
    expect(await screen.findByDisplayValue('Musterstraße 1')).toBeInTheDocument();
    expect(screen.getByTestId('master-data-last-changed')).toHaveTextContent('Zuletzt geändert am 14.03.2026');
  });

  it('saves the edited data with the version it read and confirms with a toast', async () => {
    const { server } = renderPage(
      <MasterDataPage />,
      api((request) => ({ status: 200, body: { masterData: { ...masterData, ...(request.body as { masterDataModel: object }).masterDataModel } } })),
    );
    fireEvent.change(await screen.findByDisplayValue('Musterstraße 1'), { target: { value: 'Neue Straße 5' } });
    fireEvent.click(screen.getByTestId('master-data-save'));
    expect(await screen.findByText('Die Stammdaten wurden gespeichert.')).toBeInTheDocument();
    const [put] = server.calls(CUSTOMER_ENDPOINTS.masterDataEdit.path);
    expect(put.method).toBe('PUT');
    expect(put.query.customer_uid).toBe('c-muster');
    expect(put.body).toMatchObject({
      masterDataModel: { strasse_hausnummer: 'Neue Straße 5', name: 'Muster GmbH', Version: masterData.Version },
      forceUpdate: false,
    });
  });

  it('refuses bad input with field errors, sends nothing and keeps what was typed', async () => {
    const { server } = renderPage(
      <MasterDataPage />,
      api(() => ({ status: 200, body: { masterData } })),
    );
    const name = await screen.findByDisplayValue('Muster GmbH');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.change(screen.getByDisplayValue('info@muster.example'), { target: { value: 'kein-mail' } });
    fireEvent.change(screen.getByDisplayValue('Musterstraße 1'), { target: { value: 'Getippte Straße 9' } });
    fireEvent.click(screen.getByTestId('master-data-save'));
    expect(await screen.findByText('Pflichtfeld')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.getByTestId('master-data-invalid')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Getippte Straße 9')).toBeInTheDocument();
    expect(server.calls(CUSTOMER_ENDPOINTS.masterDataEdit.path)).toHaveLength(0);
  });

  it('shows the server field errors in place', async () => {
    renderPage(
      <MasterDataPage />,
      api(() => ({ status: 400, body: { error: 'validation', message: 'invalid', fields: [{ path: 'masterDataModel.website', message: 'invalidUrl' }] } })),
    );
    fireEvent.change(await screen.findByDisplayValue('https://www.muster.example'), { target: { value: 'https://www.neu.example' } });
    fireEvent.click(screen.getByTestId('master-data-save'));
    expect(await screen.findByText('Bitte geben Sie einen gültigen Link ein (z. B. https://example.com).')).toBeInTheDocument();
    expect(screen.getByDisplayValue('https://www.neu.example')).toBeInTheDocument();
  });

  it('offers to overwrite a newer version and then saves with forceUpdate', async () => {
    const { server } = renderPage(
      <MasterDataPage />,
      api((request) =>
        (request.body as { forceUpdate?: boolean }).forceUpdate
          ? { status: 200, body: { masterData } }
          : { status: 409, body: { error: 'itemHasBeenChanged', itemHasBeenChanged: true } },
      ),
    );
    fireEvent.change(await screen.findByDisplayValue('München'), { target: { value: 'Augsburg' } });
    fireEvent.click(screen.getByTestId('master-data-save'));
    fireEvent.click(await screen.findByRole('button', { name: 'Überschreiben' }));
    await waitFor(() => expect(server.calls(CUSTOMER_ENDPOINTS.masterDataEdit.path)).toHaveLength(2));
    expect(server.calls(CUSTOMER_ENDPOINTS.masterDataEdit.path)[1].body).toMatchObject({
      forceUpdate: true,
      masterDataModel: { ort: 'Augsburg', Version: masterData.Version },
    });
    expect(await screen.findByText('Die Stammdaten wurden gespeichert.')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and not after saving them', async () => {
    renderPage(
      <MasterDataPage />,
      api((request) => ({ status: 200, body: { masterData: { ...masterData, ...(request.body as { masterDataModel: object }).masterDataModel } } })),
    );
    const away = document.createElement('a');
    away.href = '/customer-legalnotice';
    away.textContent = 'Impressum';
    document.body.appendChild(away);
    fireEvent.change(await screen.findByDisplayValue('München'), { target: { value: 'Augsburg' } });
    fireEvent.click(away);
    expect(await screen.findByText('Ungespeicherte Änderungen', { selector: '.p-dialog-title' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Bleiben' }));
    expect(screen.getByDisplayValue('Augsburg')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('master-data-save'));
    expect(await screen.findByText('Die Stammdaten wurden gespeichert.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ungespeicherte Änderungen', { selector: '.p-dialog-title' })).not.toBeInTheDocument());
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    away.remove();
  });

  it('shows the catalogue text when the master data cannot be read', async () => {
    renderPage(<MasterDataPage />, () => ({ status: 503, body: { error: 'customerDBNotAvailable', message: 'x' } }));
    expect(await screen.findByText(/Die Datenbank ist derzeit nicht verfügbar/)).toBeInTheDocument();
  });
});
