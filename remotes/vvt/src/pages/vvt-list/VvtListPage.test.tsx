import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LESER_PERMISSIONS, renderPage, stopFakeServer, vvtApi } from '../../testing/renderPage';
import { VvtAssignedPage, VvtLevelListPage, VvtPendingReviewPage } from './VvtListPage';

afterEach(() => {
  stopFakeServer();
  sessionStorage.clear();
});

const rowTexts = () => screen.getAllByRole('row').slice(1).map((r) => within(r).queryAllByRole('cell')[0]?.textContent ?? '');
const renderLevel = (level: number, permissions?: string[]) =>
  renderPage(<VvtLevelListPage />, vvtApi(), { path: '/vvt-list/:ebenenr', initialEntry: `/vvt-list/${level}`, permissions });

describe('VvtListPage', () => {
  it('shows the level 1 records with the default status filter (5 hidden) and coloured status tags', async () => {
    renderLevel(1);
    expect(await screen.findByText('Personalakte')).toBeInTheDocument();
    expect(rowTexts()).toEqual(['P-01', 'P-02', 'V-02']);
    const badge = within(screen.getByRole('table')).getByText('kritisch').closest('[data-severity]');
    expect(badge).toHaveAttribute('data-severity', 'danger');
    expect(screen.getAllByText('Petra Ober · Personalabteilung')).toHaveLength(2);
  });

  it('applies the status filter only to level 1: level 2 shows its status-5 record', async () => {
    renderLevel(2);
    expect(await screen.findByText('SAP HCM')).toBeInTheDocument();
    expect(rowTexts()).toEqual(['A-01']);
    expect(screen.queryByLabelText('inaktiv')).not.toBeInTheDocument();
  });

  it('filters by group, number or name, and owner, case-insensitive, and keeps the filter in sessionStorage', async () => {
    renderLevel(1);
    await screen.findByText('Personalakte');
    fireEvent.change(screen.getByLabelText('Gruppe'), { target: { value: 'VERTRIEB' } });
    await waitFor(() => expect(rowTexts()).toEqual(['V-02']));
    fireEvent.click(screen.getByLabelText('inaktiv'));
    await waitFor(() => expect(rowTexts()).toEqual(['V-01', 'V-02']));
    fireEvent.change(screen.getByLabelText('Prozessverantwortliche/r oder Abteilung'), { target: { value: 'marketing' } });
    await waitFor(() => expect(rowTexts()).toEqual(['V-01']));
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('vws.vvt.list') ?? '{}').filter).toEqual(expect.objectContaining({ gruppe: 'VERTRIEB', verantwortlich: 'marketing' })));
  });

  it('sorts with the cycle none → ascending → descending → none', async () => {
    renderLevel(1);
    await screen.findByText('Personalakte');
    const header = screen.getByRole('columnheader', { name: /Bezeichnung/ });
    fireEvent.click(header);
    await waitFor(() => expect(rowTexts()).toEqual(['V-02', 'P-02', 'P-01']));
    fireEvent.click(header);
    await waitFor(() => expect(rowTexts()).toEqual(['P-01', 'P-02', 'V-02']));
    fireEvent.click(header);
    await waitFor(() => expect(rowTexts()).toEqual(['P-01', 'P-02', 'V-02']));
  });

  it('opens a record with the filtered ids as the snapshot for previous/next', async () => {
    const { store } = renderLevel(1);
    fireEvent.click(await screen.findByText('Lohnabrechnung'));
    expect(screen.getByTestId('location')).toHaveTextContent('/vvt-detail/1?cuid=c-muster&IdVerarbeitung=2');
    expect((store.getState() as unknown as { vvtList: { snapshotIds: number[] } }).vvtList.snapshotIds).toEqual([1, 2, 4]);
  });

  it('offers a new record only with VWS_VVTProzesse_Add', async () => {
    renderLevel(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Neuer Eintrag' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/vvt-detail/1?cuid=c-muster');
  });

  it('offers no new record to a reader', async () => {
    renderLevel(1, LESER_PERMISSIONS);
    await screen.findByText('Personalakte');
    expect(screen.queryByRole('button', { name: 'Neuer Eintrag' })).not.toBeInTheDocument();
  });

  it('lists the records pending DPO review and those assigned to me across levels', async () => {
    renderPage(<VvtPendingReviewPage />, vvtApi(), { path: '/vvt-list-zur-pruefung-dsb' });
    expect(await screen.findByText('CRM')).toBeInTheDocument();
    expect(rowTexts()).toEqual(['V-02']);
    stopFakeServer();
    document.body.innerHTML = '';
    renderPage(<VvtAssignedPage />, vvtApi(), { path: '/vvt-list-zugeordnet-po' });
    expect(await screen.findByText('Lohnabrechnung')).toBeInTheDocument();
    expect(rowTexts()).toEqual(['P-02']);
  });
});
