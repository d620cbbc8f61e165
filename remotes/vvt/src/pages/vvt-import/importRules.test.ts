import type { VvtImportListItem } from '@vws/shared/contract/vvt';
import { filterImportList, importOutcome, rowMarks } from './importRules';

const item = (ID: number, SDM_Ebene_Nr: number, Gruppe: string, Nummer: string, Name: string): VvtImportListItem => ({
  ID,
  SDM_Ebene_Nr,
  SDM_Ebene_Name: '',
  Gruppe,
  Nummer,
  Name,
  Zweck: '',
});
const ITEMS = [
  item(1, 1, 'Personal', 'V-HR-01', 'Personalaktenführung'),
  item(2, 1, 'Finanzen', 'V-FI-01', 'Finanzbuchhaltung'),
  item(3, 2, 'Personal', 'VA-01', 'Personalmanagementsystem'),
];

describe('template import rules', () => {
  it('filters by level, group and number or name, case-insensitively', () => {
    expect(filterImportList(ITEMS, { ebene: 0, gruppe: '', text: '' })).toHaveLength(3);
    expect(filterImportList(ITEMS, { ebene: 1, gruppe: 'personal', text: '' }).map((i) => i.ID)).toEqual([1]);
    expect(filterImportList(ITEMS, { ebene: 0, gruppe: '', text: 'va-0' }).map((i) => i.ID)).toEqual([3]);
    expect(filterImportList(ITEMS, { ebene: 0, gruppe: '', text: 'BUCHHALTUNG' }).map((i) => i.ID)).toEqual([2]);
  });

  it('names the outcome of spec §8 and marks imported rows green and failed ones red', () => {
    expect(importOutcome({ importedVerarbeitungenIds: [1, 2], failedVerarbeitungenIds: [] })).toEqual({ kind: 'success' });
    expect(importOutcome({ importedVerarbeitungenIds: [1], failedVerarbeitungenIds: [2] })).toEqual({ kind: 'partial', failed: [2] });
    expect(importOutcome({ importedVerarbeitungenIds: [], failedVerarbeitungenIds: [2] })).toEqual({ kind: 'failure' });
    expect([...rowMarks({ importedVerarbeitungenIds: [1], failedVerarbeitungenIds: [2] })]).toEqual([
      [1, 'imported'],
      [2, 'failed'],
    ]);
  });
});
