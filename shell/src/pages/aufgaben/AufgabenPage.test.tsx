import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUFGABEN_ENDPOINTS } from '@vws/shared/contract/aufgaben-endpoints';
import type { Aufgabe } from '@vws/shared/contract/aufgaben';
import { i18n } from '@vws/shared/core';
import { beispiel, location, muster, portalHandler, renderApp, resetBrowserState, signInStored, stopFakeServer } from '../../testing/renderApp';

beforeEach(() => resetBrowserState());
afterEach(async () => {
  stopFakeServer();
  await act(() => i18n.changeLanguage('de'));
});

/** The first render waits for the session's start-up calls. */
const SLOW = { timeout: 5000 };

const aufgabe = (over: Partial<Aufgabe>): Aufgabe => ({
  customerUid: muster.customer_uid,
  customerName: muster.name,
  kind: 'datenweitergaben.wiedervorlage',
  label: { de: 'Wiedervorlage einer Datenweitergabe', en: 'Resubmission of a data transfer' },
  title: 'Salesforce, Inc.',
  due: '2026-11-20',
  overdue: true,
  route: '/customer-master-data',
  query: { datenweitergabeId: '4' },
  ...over,
});

const AUFGABEN = [
  aufgabe({}),
  aufgabe({
    customerUid: beispiel.customer_uid,
    customerName: beispiel.name,
    title: 'CleverReach GmbH',
    due: '2026-12-20',
    overdue: false,
    query: { datenweitergabeId: '6' },
  }),
  aufgabe({
    kind: 'vvt.pruefungDsb',
    label: { de: 'Verarbeitung wartet auf die Prüfung durch den DSB', en: "Awaits the DPO's review" },
    title: 'Newsletter',
    overdue: false,
    due: '2026-12-01',
  }),
];

const withAufgaben = (aufgaben: Aufgabe[]) =>
  portalHandler({
    permissions: { 'c-muster': ['VWS_Select', 'VWS_MasterData_Edit'], 'c-beispiel': ['VWS_Select', 'VWS_MasterData_Edit'] },
    overrides: { [AUFGABEN_ENDPOINTS.aufgaben.path]: () => ({ status: 200, body: { aufgaben } }) },
  });

describe('AufgabenPage (/aufgaben)', () => {
  it('lists the tasks in the order the server gives, overdue marked, each linking to its record in its customer', async () => {
    signInStored();
    renderApp('/aufgaben', withAufgaben(AUFGABEN));
    const table = await screen.findByTestId('aufgaben-table', {}, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Salesforce, Inc.', 'CleverReach GmbH', 'Newsletter']);
    expect(rows[0]).toHaveTextContent('20.11.2026überfällig');
    expect(rows[0]).toHaveTextContent('Wiedervorlage einer Datenweitergabe');
    expect(rows[1]).not.toHaveTextContent('überfällig');
    expect(rows[1]).toHaveTextContent('Beispiel AG');
    expect(within(rows[1]!).getByRole('link', { name: 'CleverReach GmbH' })).toHaveAttribute(
      'href',
      '/customer-master-data?cuid=c-beispiel&datenweitergabeId=6',
    );
  });

  it('counts the tasks in the top bar with a spoken name, and opens a record in another customer by switching to it', async () => {
    signInStored();
    const { server, store } = renderApp('/aufgaben', withAufgaben(AUFGABEN));
    const badge = await screen.findByRole('link', { name: '3 Aufgaben fällig' }, SLOW);
    expect(badge).toHaveTextContent('3');
    expect(badge).toHaveAttribute('href', '/aufgaben');
    fireEvent.click(await screen.findByRole('link', { name: 'CleverReach GmbH' }));
    await waitFor(() => expect(store.getState().session.currentCustomer?.customerUid).toBe('c-beispiel'));
    expect(await screen.findByText('Master data page')).toBeInTheDocument();
    expect(location.current).toBe('/customer-master-data?cuid=c-beispiel&datenweitergabeId=6');
    expect(server.calls(AUFGABEN_ENDPOINTS.aufgaben.path).length).toBeGreaterThan(0);
  });

  it('says when nothing is due, in English too, with the singular count', async () => {
    signInStored();
    const german = renderApp('/aufgaben', withAufgaben([]));
    expect(await screen.findByText('Derzeit ist nichts für Sie fällig.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0 Aufgaben fällig' })).not.toHaveTextContent('0');
    german.unmount();
    await act(() => i18n.changeLanguage('en'));
    renderApp('/aufgaben', withAufgaben([AUFGABEN[2]!]));
    expect(await screen.findByRole('link', { name: '1 task due' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My tasks' })).toBeInTheDocument();
    expect(screen.getByText("Awaits the DPO's review")).toBeInTheDocument();
  });
});
