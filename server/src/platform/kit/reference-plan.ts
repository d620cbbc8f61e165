import type { FieldError, ReferenceEditEntry } from '@vws/shared/contract/common';
import { isBlank } from '@vws/shared/contract/text';

export interface ReferencePlan {
  inserts: string[];
  renames: { ID: number; Name: string }[];
  deletes: number[];
  errors: FieldError[];
}

/**
 * What a reference-list save does (spec §5): entries with ID ≤ 0 are new, modified entries with an
 * ID are renamed, deleted entries with an ID are removed, and a new entry deleted again never
 * existed. Entries neither modified nor deleted are ignored. Names must not be blank (invisible characters
 * included) or repeated.
 */
export function planReferenceSave(listKey: string, entries: ReferenceEditEntry[], existingNames: Map<number, string>): ReferencePlan {
  const plan: ReferencePlan = { inserts: [], renames: [], deletes: [], errors: [] };
  const deleted = new Set(entries.filter((e) => e.isDeleted && e.ID > 0).map((e) => e.ID));
  const finalNames = new Map(existingNames);
  for (const id of deleted) finalNames.delete(id);

  entries.forEach((entry, index) => {
    const at = `${listKey}.${index}`;
    if (entry.isDeleted) {
      if (entry.ID <= 0) return;
      if (!existingNames.has(entry.ID)) plan.errors.push({ path: `${at}.ID`, message: 'unknown' });
      else plan.deletes.push(entry.ID);
      return;
    }
    if (!entry.isModified) return;
    const name = entry.Name.trim();
    // The contract's rule: only invisible characters (zero-width space, NBSP, BOM ...) is blank too.
    if (isBlank(name)) {
      plan.errors.push({ path: `${at}.Name`, message: 'required' });
      return;
    }
    if (entry.ID > 0) {
      if (!existingNames.has(entry.ID)) plan.errors.push({ path: `${at}.ID`, message: 'unknown' });
      else {
        plan.renames.push({ ID: entry.ID, Name: name });
        finalNames.set(entry.ID, name);
      }
    } else {
      plan.inserts.push(name);
    }
  });

  const seen = new Set<string>();
  const all = [...finalNames.values(), ...plan.inserts];
  for (const name of all) {
    // Case-insensitive, with ß and SS treated alike (upper-casing first folds ß to SS).
    const key = name.toLocaleUpperCase('de').toLocaleLowerCase('de');
    if (seen.has(key)) plan.errors.push({ path: listKey, message: `duplicate: ${name}` });
    seen.add(key);
  }
  return plan;
}
