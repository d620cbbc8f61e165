import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { BEARBEITER_PERMISSIONS, renderPage, stopFakeServer, vvtApi } from '../../testing/renderPage';
import { detail } from '../../testing/fixtures';
import { VvtDetailPage } from './VvtDetailPage';
import { VVT_ENDPOINTS } from '@vws/shared/contract/vvt';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60000);

afterEach(() => {
  stopFakeServer();
  sessionStorage.clear();
});

type Body = { verarbeitung: Record<string, unknown> };

describe('DPIA screening and the legitimate interest of an authority', () => {
  it('suggests a DPIA from two of nine criteria, applies the suggestion and saves the screening', async () => {
    const { server } = renderPage(
      <VvtDetailPage />,
      vvtApi((request) =>
        request.path === VVT_ENDPOINTS.update.path ? { status: 200, body: { itemHasBeenChanged: false, Version: 2, keptWriteProtectedFields: [] } } : undefined,
      ),
      { path: '/vvt-detail/:ebenenr', initialEntry: '/vvt-detail/1?IdVerarbeitung=1' },
    );
    await screen.findByLabelText(/^Bezeichnung/);
    fireEvent.click(screen.getByRole('tab', { name: 'DSFA' }));
    const recommendation = await screen.findByTestId('vvt-dsfa-recommendation');
    expect(recommendation).toHaveTextContent('0 von 9 Kriterien erfüllt');
    fireEvent.click(screen.getByLabelText(/^3\. Systematische Überwachung/));
    fireEvent.click(screen.getByLabelText(/^4\. Sensible oder höchstpersönliche Daten/));
    expect(recommendation).toHaveTextContent('2 von 9 Kriterien erfüllt: Eine DSFA ist in den meisten Fällen verpflichtend');
    fireEvent.change(screen.getByRole('textbox', { name: /Notiz zu Systematische Überwachung/ }), { target: { value: 'Kameras am Eingang' } });
    fireEvent.click(screen.getByTestId('vvt-dsfa-apply'));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(server.calls(VVT_ENDPOINTS.update.path)).toHaveLength(1));
    const body = server.calls(VVT_ENDPOINTS.update.path)[0]!.body as Body;
    expect(body.verarbeitung).toMatchObject({
      dsfa_k_ueberwachung: true,
      dsfa_k_sensible_daten: true,
      dsfa_k_ueberwachung_notiz: 'Kameras am Eingang',
      dsfa_erforderlich: true,
    });
  });

  it('asks for the DPO reason when a DPIA is required with fewer than two criteria', async () => {
    renderPage(
      <VvtDetailPage />,
      vvtApi((request) => (request.path === VVT_ENDPOINTS.detail.path ? { status: 200, body: detail(1, { dsfa_erforderlich: true }) } : undefined)),
      {
        path: '/vvt-detail/:ebenenr',
        initialEntry: '/vvt-detail/1?IdVerarbeitung=1',
      },
    );
    await screen.findByLabelText(/^Bezeichnung/);
    fireEvent.click(screen.getByRole('tab', { name: 'DSFA' }));
    expect(await screen.findByLabelText(/Begründung der Abweichung von der Vorprüfung/)).toBeInTheDocument();
    expect(screen.getByText('Pflichtfeld, wenn eine DSFA mit weniger als zwei Kriterien verlangt wird.')).toBeInTheDocument();
  });

  it('asks for the reason when a DPIA is not required although two or more criteria apply (issue 23)', async () => {
    const body = detail(1, { dsfa_k_ueberwachung: true, dsfa_k_sensible_daten: true, dsfa_erforderlich: false });
    renderPage(
      <VvtDetailPage />,
      vvtApi((request) => (request.path === VVT_ENDPOINTS.detail.path ? { status: 200, body } : undefined)),
      { path: '/vvt-detail/:ebenenr', initialEntry: '/vvt-detail/1?IdVerarbeitung=1' },
    );
    await screen.findByLabelText(/^Bezeichnung/);
    fireEvent.click(screen.getByRole('tab', { name: 'DSFA' }));
    expect(await screen.findByLabelText(/Begründung der Abweichung von der Vorprüfung/)).toBeInTheDocument();
    expect(screen.getByText(/Begründen Sie, warum sie nicht erforderlich ist/)).toBeInTheDocument();
  });

  it('leaves the decision whether a DPIA is required to the DPO (write-protected, issue 23)', async () => {
    renderPage(<VvtDetailPage />, vvtApi(), {
      path: '/vvt-detail/:ebenenr',
      initialEntry: '/vvt-detail/1?IdVerarbeitung=1',
      permissions: BEARBEITER_PERMISSIONS,
    });
    await screen.findByLabelText(/^Bezeichnung/);
    fireEvent.click(screen.getByRole('tab', { name: 'DSFA' }));
    await waitFor(() => expect(document.getElementById('vvt-dsfa_erforderlich')).not.toBeNull());
    const options = document.getElementById('vvt-dsfa_erforderlich')!.querySelectorAll('[role=button]');
    expect(options).toHaveLength(3);
    options.forEach((option) => expect(option).toHaveClass('p-disabled'));
  });

  it('tells an authority that a legitimate interest cannot be chosen and keeps the switch off', async () => {
    renderPage(
      <VvtDetailPage />,
      vvtApi((request) => (request.path === VVT_ENDPOINTS.detail.path ? { status: 200, body: { ...detail(1), oeffentlicheStelle: true } } : undefined)),
      { path: '/vvt-detail/:ebenenr', initialEntry: '/vvt-detail/1?IdVerarbeitung=1' },
    );
    expect(await screen.findByTestId('vvt-authority-note')).toHaveTextContent('Art. 6 Abs. 1 lit. f DSGVO gilt nicht');
    expect(screen.getByRole('tab', { name: 'Berechtigte Interessen' })).toHaveAttribute('aria-disabled', 'true');
  });
});
