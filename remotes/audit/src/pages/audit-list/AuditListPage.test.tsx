import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auditApi, LESER_PERMISSIONS, renderPage, stopFakeServer } from '../../testing/renderPage';
import { AuditListPage } from './AuditListPage';
import { preloadListDataTable } from '@vws/shared/testing';

beforeAll(() => preloadListDataTable());

afterEach(() => stopFakeServer());

const rowTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryAllByRole('cell')[0]?.textContent ?? '');

describe('AuditListPage', () => {
  it('shows the questions with the default status filter: status 4 hidden', async () => {
    renderPage(<AuditListPage />, auditApi());
    expect(await screen.findByText('Ist ein Datenschutzbeauftragter benannt?')).toBeInTheDocument();
    expect(screen.queryByText('Werden Backups getestet?')).not.toBeInTheDocument();
    expect(rowTexts()).toEqual(['1.1', '1.2', '2.1', '2.3']);
    const badge = (label: string) => within(screen.getByRole('table')).getByText(label).closest('[data-severity]');
    expect(badge('kritisch')).toHaveAttribute('data-severity', 'danger');
    expect(badge('erfüllt')).toHaveAttribute('data-severity', 'success');
    expect(badge('unbearbeitet')).toHaveAttribute('data-severity', 'secondary');
  });

  it('filters by text in Nummer or Fragestellung, case-insensitive, and by status checkbox', async () => {
    renderPage(<AuditListPage />, auditApi());
    await screen.findByText('Ist ein Datenschutzbeauftragter benannt?');
    fireEvent.change(screen.getByLabelText('Nummer oder Fragestellung'), { target: { value: 'BERECHTIGUNG' } });
    await waitFor(() => expect(rowTexts()).toEqual(['2.1']));
    fireEvent.change(screen.getByLabelText('Nummer oder Fragestellung'), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('nicht zutreffend'));
    await waitFor(() => expect(rowTexts()).toEqual(['1.1', '1.2', '2.1', '2.2', '2.3']));
  });

  it('keeps the filter in sessionStorage', async () => {
    renderPage(<AuditListPage />, auditApi());
    await screen.findByText('Ist ein Datenschutzbeauftragter benannt?');
    fireEvent.click(screen.getByLabelText('kritisch'));
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('vws.audit.list') ?? '{}').filter.status).toEqual([false, false, true, true, false, true, true]),
    );
  });

  it('sorts with the cycle none → ascending → descending → none', async () => {
    renderPage(<AuditListPage />, auditApi());
    await screen.findByText('Ist ein Datenschutzbeauftragter benannt?');
    const header = screen.getByRole('columnheader', { name: /Status/ });
    fireEvent.click(header);
    await waitFor(() => expect(rowTexts()).toEqual(['1.2', '2.1', '1.1', '2.3']));
    fireEvent.click(header);
    await waitFor(() => expect(rowTexts()).toEqual(['2.3', '1.1', '2.1', '1.2']));
    fireEvent.click(header);
    await waitFor(() => expect(rowTexts()).toEqual(['1.1', '1.2', '2.1', '2.3']));
  });

  it('opens a question with the filtered ids as snapshot for previous/next', async () => {
    const { store } = renderPage(<AuditListPage />, auditApi());
    fireEvent.click(await screen.findByText('Ist ein Berechtigungskonzept umgesetzt?'));
    expect(screen.getByTestId('location')).toHaveTextContent('/auditfrage?cuid=c-muster&id=3');
    expect((store.getState() as unknown as { auditList: { snapshotIds: number[] } }).auditList.snapshotIds).toEqual([1, 2, 3, 5]);
  });

  it('links each number to its question for keyboard users', async () => {
    renderPage(<AuditListPage />, auditApi());
    expect(await screen.findByRole('link', { name: '2.1' })).toHaveAttribute('href', '/auditfrage?cuid=c-muster&id=3');
  });

  it('offers "Neue Frage" only with the edit permission', async () => {
    renderPage(<AuditListPage />, auditApi());
    expect(await screen.findByRole('button', { name: 'Neue Frage' })).toBeInTheDocument();
    stopFakeServer();
    document.body.innerHTML = '';
    renderPage(<AuditListPage />, auditApi(), { permissions: LESER_PERMISSIONS });
    await screen.findByText('Ist ein Datenschutzbeauftragter benannt?');
    expect(screen.queryByRole('button', { name: 'Neue Frage' })).not.toBeInTheDocument();
  });
});
