import type { AuditfrageListItem } from '@vws/shared/contract/audit';
import { sortAuditItems } from './sort';

const item = (ID: number, Nummer: string, ID_Status: number) => ({ ID, Nummer, ID_Status }) as AuditfrageListItem;
const items = [item(1, '1.10', 3), item(2, '1.9', 1), item(3, '2.1', 6)];

describe('sortAuditItems', () => {
  it('keeps the server order without a sort', () => {
    expect(sortAuditItems(items, 'Nummer', 0).map((i) => i.ID)).toEqual([1, 2, 3]);
  });
  it('sorts numbers naturally, ascending and descending', () => {
    expect(sortAuditItems(items, 'Nummer', 1).map((i) => i.Nummer)).toEqual(['1.9', '1.10', '2.1']);
    expect(sortAuditItems(items, 'Nummer', -1).map((i) => i.Nummer)).toEqual(['2.1', '1.10', '1.9']);
  });
  it('sorts numeric fields by value', () => {
    expect(sortAuditItems(items, 'ID_Status', 1).map((i) => i.ID_Status)).toEqual([1, 3, 6]);
  });
});
