import { customerChanged, sessionReset } from '@vws/shared/core';
import { auditListSlice, filterChanged, initialAuditListState, pageChanged, snapshotTaken } from './auditListSlice';

const reduce = auditListSlice.reducer;

describe('auditList slice', () => {
  it('starts on page 1 with the default status filter', () => {
    expect(initialAuditListState()).toMatchObject({ page: 1, filter: { status: [false, true, true, true, false, true, true] } });
  });

  it('goes back to page 1 when the filter changes', () => {
    let state = reduce(initialAuditListState(), pageChanged({ page: 3, rows: 25 }));
    state = reduce(state, filterChanged({ text: 'lösch' }));
    expect(state).toMatchObject({ page: 1, filter: { text: 'lösch' } });
  });

  it.each([
    ['a customer switch', customerChanged({ customerUid: 'c2', name: 'Beispiel AG', permissions: [] })],
    ['a session reset', sessionReset()],
  ])('forgets filter and snapshot on %s', (_name, action) => {
    let state = reduce(initialAuditListState(), filterChanged({ text: 'x', schutzziele: [2] }));
    state = reduce(state, snapshotTaken([4, 5]));
    expect(reduce(state, action)).toEqual(initialAuditListState());
  });
});
