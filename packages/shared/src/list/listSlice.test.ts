import { createPortalStore } from '../api/store';
import { customerChanged, sessionReset } from '../session/actions';
import { sessionStore } from '../session/sessionStore';
import { createListSlice } from './listSlice';
import { sortRows } from './sortRows';

interface Filter {
  text: string;
  status: number[];
}

const demo = createListSlice('demoList', (): Filter => ({ text: '', status: [1] }), { storeKey: 'demo.list' });

describe('createListSlice', () => {
  beforeEach(() => sessionStorage.clear());

  it('restores a stored state, merging the stored filter over the initial one', () => {
    sessionStore.write('demo.list', { page: 3, rows: 50, filter: { text: 'gespeichert' } });
    const store = createPortalStore();
    expect(demo.select(store.getState())).toMatchObject({ page: 3, rows: 50, filter: { text: 'gespeichert', status: [1] } });
  });

  it('goes back to page 1 when the filter changes and keeps the change in sessionStorage', () => {
    const store = createPortalStore();
    store.dispatch(demo.actions.pageChanged({ page: 4, rows: 25 }));
    store.dispatch(demo.actions.filterChanged({ text: 'lösch' }));
    expect(demo.select(store.getState())).toMatchObject({ page: 1, filter: { text: 'lösch' } });
    expect(JSON.parse(sessionStorage.getItem('vws.demo.list') ?? '{}')).toMatchObject({ page: 1, filter: { text: 'lösch', status: [1] } });
  });

  it('drops the sort field when the cycle returns to none', () => {
    const store = createPortalStore();
    store.dispatch(demo.actions.sortChanged({ sortField: 'Name', sortOrder: -1 }));
    expect(demo.select(store.getState())).toMatchObject({ sortField: 'Name', sortOrder: -1 });
    store.dispatch(demo.actions.sortChanged({ sortField: 'Name', sortOrder: 0 }));
    expect(demo.select(store.getState())).toMatchObject({ sortField: null, sortOrder: 0 });
  });

  it.each([
    ['a customer switch', customerChanged({ customerUid: 'c2', name: 'Beispiel AG', permissions: [] })],
    ['a session reset', sessionReset()],
  ])('forgets filter and snapshot on %s', (_name, action) => {
    const store = createPortalStore();
    store.dispatch(demo.actions.filterChanged({ text: 'x' }));
    store.dispatch(demo.actions.snapshotTaken([4, 5]));
    store.dispatch(action);
    expect(demo.select(store.getState())).toEqual(demo.initialState());
  });

  it('writes nothing when it first appears in a running store: a state stored meanwhile stays (the dashboard loads a module for its widget)', () => {
    const store = createPortalStore();
    const late = createListSlice('lateList', (): Filter => ({ text: '', status: [1] }), { storeKey: 'late.list' });
    expect(late.select(store.getState())).toMatchObject({ page: 1, rows: 25 });
    // Another page of the tab stores a state now (the e2e tests do so before loading a list page).
    sessionStore.write('late.list', { page: 1, rows: 10 });
    store.dispatch({ type: 'unrelated/action' });
    expect(store.getState()).toHaveProperty('lateList');
    expect(JSON.parse(sessionStorage.getItem('vws.late.list') ?? '{}')).toEqual({ page: 1, rows: 10 });
    // Its own changes are kept as before.
    store.dispatch(late.actions.pageChanged({ page: 2, rows: 50 }));
    expect(JSON.parse(sessionStorage.getItem('vws.late.list') ?? '{}')).toMatchObject({ page: 2, rows: 50 });
  });

  it('keeps its own first change even when that change is the first action it sees', () => {
    const store = createPortalStore();
    const first = createListSlice('firstChangeList', (): Filter => ({ text: '', status: [1] }), { storeKey: 'first.list' });
    store.dispatch(first.actions.pageChanged({ page: 3, rows: 10 }));
    expect(JSON.parse(sessionStorage.getItem('vws.first.list') ?? '{}')).toMatchObject({ page: 3, rows: 10 });
  });

  it('resets the filter to its initial value', () => {
    const store = createPortalStore();
    store.dispatch(demo.actions.filterChanged({ text: 'x', status: [] }));
    store.dispatch(demo.actions.filterReset());
    expect(demo.select(store.getState()).filter).toEqual({ text: '', status: [1] });
  });
});

describe('sortRows', () => {
  const rows = [
    { ID: 1, Nummer: '1.10', n: 3 },
    { ID: 2, Nummer: '1.9', n: 1 },
    { ID: 3, Nummer: '2.1', n: 3 },
  ];
  it('keeps the order without a sort and sorts text naturally', () => {
    expect(sortRows(rows, 'Nummer', 0).map((r) => r.ID)).toEqual([1, 2, 3]);
    expect(sortRows(rows, 'Nummer', 1).map((r) => r.Nummer)).toEqual(['1.9', '1.10', '2.1']);
    expect(sortRows(rows, 'Nummer', -1).map((r) => r.Nummer)).toEqual(['2.1', '1.10', '1.9']);
  });
  it('sorts numbers by value and keeps ties in the given order', () => {
    expect(sortRows(rows, 'n', 1).map((r) => r.ID)).toEqual([2, 1, 3]);
  });
  it('sorts by a custom value', () => {
    expect(sortRows(rows, 'custom', 1, (r) => -r.ID).map((r) => r.ID)).toEqual([3, 2, 1]);
  });
});
