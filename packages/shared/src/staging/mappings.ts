/**
 * Staged mapping changes (spec §4 "Mapping changes are staged locally"): a mapping links two
 * records (a data transfer to a processing, a processing to a processing, ...). Nothing is sent
 * until the user saves; then only new mappings (ID 0) and deleted stored ones (ID > 0) go out.
 */
export interface StagedMapping {
  /** 0 for a mapping that exists only in the browser. */
  ID: number;
  IsDeleted: boolean;
}

/** What identifies a mapping apart from its ID: the ids of the records it links. */
export type MappingKey<T> = (mapping: T) => string | number;

export interface MappingStaging<T extends StagedMapping> {
  /** Re-adding a deleted mapping clears its flag; an unknown one is appended with ID 0; a shown one stays as it is. */
  add(rows: readonly T[], mapping: Omit<T, 'ID' | 'IsDeleted'>): T[];
  /** A stored mapping is marked deleted; a new one (ID 0) is dropped. */
  remove(rows: readonly T[], key: string | number): T[];
  /** The mappings to show: every one not marked deleted. */
  visible(rows: readonly T[]): T[];
  /** The body of the save call: new ones and deleted stored ones, nothing else. */
  toSend(rows: readonly T[]): T[];
  isDirty(rows: readonly T[]): boolean;
  has(rows: readonly T[], key: string | number): boolean;
}

export function isMappingToSend(row: StagedMapping): boolean {
  return row.ID === 0 ? !row.IsDeleted : row.ID > 0 && row.IsDeleted;
}

/** The staging rules for one kind of mapping, identified by `keyOf`. */
export function createMappingStaging<T extends StagedMapping>(keyOf: MappingKey<T>): MappingStaging<T> {
  // keyOf reads only the linking fields, so it also works on a candidate without ID and flag.
  const keyOfCandidate = keyOf as (mapping: Omit<T, 'ID' | 'IsDeleted'>) => string | number;
  return {
    add(rows, mapping) {
      const key = keyOfCandidate(mapping);
      const existing = rows.find((row) => keyOf(row) === key);
      if (!existing) return [...rows, { ...mapping, ID: 0, IsDeleted: false } as T];
      if (!existing.IsDeleted) return [...rows];
      return rows.map((row) => (row === existing ? { ...row, IsDeleted: false } : row));
    },
    remove(rows, key) {
      return rows.flatMap((row) => {
        if (keyOf(row) !== key) return [row];
        return row.ID === 0 ? [] : [{ ...row, IsDeleted: true }];
      });
    },
    visible: (rows) => rows.filter((row) => !row.IsDeleted),
    toSend: (rows) => rows.filter(isMappingToSend),
    isDirty: (rows) => rows.some(isMappingToSend),
    has: (rows, key) => rows.some((row) => !row.IsDeleted && keyOf(row) === key),
  };
}
