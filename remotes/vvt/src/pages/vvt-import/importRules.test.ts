import type { VvtImportListItem } from '@vws/shared/contract/vvt';
import { EMPTY_IMPORT_FILTER, filterImportList, importOutcome, isImportFilterActive, rowMarks } from './importRules';

const item = (ID: number, SDM_Ebene_Nr: number, Gruppe: string, Nummer: string, Name: string): VvtImportListItem => ({
  ID,
  SDM_Ebene_Nr,
  SDM_Ebene_Name: '',
  Gruppe,
  Nummer,
  Name,
  Zweck: '',
  alreadyPresent: false,
});
const ITEMS = [
  item(1, 1, 'Personal', 'V-HR-01', 'Personalaktenführung'),
  item(2, 1, 'Finanzen', 'V-FI-01', 'Finanzbuchhaltung'),
  item(3, 2, 'Personal', 'VA-01', 'Personalmanagementsystem'),
];

describe('template import rules', () => {
  it('calls a filter active when it narrows the list: a level, or a group or text that is not blank', () => {
    expect(isImportFilterActive(EMPTY_IMPORT_FILTER)).toBe(false);
    expect(isImportFilterActive({ ...EMPTY_IMPORT_FILTER, gruppe: '  ' })).toBe(false);
    expect(isImportFilterActive({ ...EMPTY_IMPORT_FILTER, ebene: 2 })).toBe(true);
    expect(isImportFilterActive({ ...EMPTY_IMPORT_FILTER, gruppe: 'Personal' })).toBe(true);
    expect(isImportFilterActive({ ...EMPTY_IMPORT_FILTER, text: 'VT' })).toBe(true);
  });

  it('filters by level, group and number or name, case-insensitively', () => {
    expect(filterImportList(ITEMS, { ebene: 0, gruppe: '', text: '' })).toHaveLength(3);
    expect(filterImportList(ITEMS, { ebene: 1, gruppe: 'personal', text: '' }).map((i) => i.ID)).toEqual([1]);
    expect(filterImportList(ITEMS, { ebene: 0, gruppe: '', text: 'va-0' }).map((i) => i.ID)).toEqual([3]);
    expect(filterImportList(ITEMS, { ebene: 0, gruppe: '', text: 'BUCHHALTUNG' }).map((i) => i.ID)).toEqual([2]);
  });

  it('names the outcome of spec §8 and marks imported rows green and failed ones red, those already in the customer as present', () => {
    const result = (imported: number[], failed: number[], present: number[] = []) => ({
      importedVerarbeitungenIds: imported,
      failedVerarbeitungenIds: failed,
      alreadyPresentVerarbeitungenIds: present,
    });
    expect(importOutcome(result([1, 2], []))).toEqual({ kind: 'success', failed: [], present: [] });
    expect(importOutcome(result([1], [2]))).toEqual({ kind: 'partial', failed: [2], present: [] });
    expect(importOutcome(result([], [2]))).toEqual({ kind: 'failure', failed: [2], present: [] });
    expect(importOutcome(result([1], [2], [2]))).toEqual({ kind: 'success', failed: [], present: [2] });
    expect(importOutcome(result([], [2], [2]))).toEqual({ kind: 'present', failed: [], present: [2] });
    expect([...rowMarks(result([1], [2, 3], [3]))]).toEqual([
      [1, 'imported'],
      [2, 'failed'],
      [3, 'present'],
    ]);
  });
});
