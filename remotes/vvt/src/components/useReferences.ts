import { useCallback, useMemo } from 'react';
import { useSessionBacked } from '@vws/shared/core';
import type { VvtReference, VvtReferenceKey, VvtReferences } from '@vws/shared/contract/vvt';
import { useVvtReferenzenQuery } from '../api';
import { useVvtTranslation } from '../i18n';

export interface Option {
  value: number;
  label: string;
}

export type RefLabel = (key: VvtReferenceKey, id: number) => string;

/** A reference entry's name in the interface language; the entry's Name as the server sent it otherwise. */
export function referenceName(entry: VvtReference, language: string): string {
  const name = language.startsWith('en') ? entry.Name_en : entry.Name_de;
  return name || entry.Name;
}

/**
 * The nine VVT reference lists of spec §3 as labels and options: the names come from the server
 * (GET /vvt/verarbeitungen-referenzen); until they arrive, the module's own texts stand in.
 */
export function useVvtReferences() {
  const { t, i18n } = useVvtTranslation();
  // Spec §9: the reference store lives in session storage too.
  const data = useSessionBacked('vvt.references', useVvtReferenzenQuery().data);
  const language = i18n.language;
  const maps = useMemo(() => {
    const result = new Map<VvtReferenceKey, Map<number, string>>();
    for (const [key, entries] of Object.entries(data ?? {}) as [VvtReferenceKey, VvtReferences[VvtReferenceKey]][]) {
      result.set(key, new Map(entries.map((entry) => [entry.ID, referenceName(entry, language)])));
    }
    return result;
  }, [data, language]);

  const label = useCallback<RefLabel>((key, id) => maps.get(key)?.get(id) ?? t(`ref.${key}.${id}`, { defaultValue: String(id) }), [maps, t]);
  const options = useCallback((key: VvtReferenceKey, ids: readonly number[]): Option[] => ids.map((id) => ({ value: id, label: label(key, id) })), [label]);
  return { label, options, loaded: data !== undefined };
}
