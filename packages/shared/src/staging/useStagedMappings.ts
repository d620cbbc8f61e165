import { useEffect, useRef, useState } from 'react';
import type { MappingStaging, StagedMapping } from './mappings';

export interface StagedMappings<T extends StagedMapping> {
  /** The stored links with the staged changes (deleted ones flagged). */
  rows: T[];
  setRows: (rows: T[] | ((current: T[]) => T[])) => void;
  /** Changes that a save would send. */
  dirty: boolean;
  /** The rows to send: new and deleted ones only. */
  toSend: () => T[];
}

/**
 * A record's links staged in the page until the record is saved (spec §4, issue 24: one save per
 * page). Follows the stored links as they load or reload, unless changes are staged: a reload after
 * a failed save keeps them for the next one. Another record (`key`) always starts from its stored links.
 */
export function useStagedMappings<T extends StagedMapping>(stored: readonly T[] | undefined, staging: MappingStaging<T>, key?: unknown): StagedMappings<T> {
  const [rows, setRows] = useState<T[]>(() => [...(stored ?? [])]);
  const shownKey = useRef(key);
  useEffect(() => {
    const otherRecord = shownKey.current !== key;
    shownKey.current = key;
    setRows((current) => (otherRecord || !staging.isDirty(current) ? [...(stored ?? [])] : current));
  }, [stored, staging, key]);
  return { rows, setRows, dirty: staging.isDirty(rows), toSend: () => staging.toSend(rows) };
}
