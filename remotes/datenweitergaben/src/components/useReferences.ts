import { useCallback, useMemo } from 'react';
import { RECHTSGRUNDLAGE_KEYS, type DwReferenceKey, type DwReferences, type RechtsgrundlageId } from '@vws/shared/contract/datenweitergaben';
import { useDatenweitergabenReferencesQuery } from '../api';
import { useDatenweitergabenTranslation } from '../i18n';

export interface Option {
  value: number;
  label: string;
}
export type RefLabel = (key: DwReferenceKey, id: number | null | undefined) => string;

/**
 * The three reference lists as labels and options in the interface language: names from the server
 * (GET /dw/references); legal bases fall back to their locale keys (spec §9: 1 art28, 3 art26).
 */
export function useDwReferences() {
  const { t, i18n } = useDatenweitergabenTranslation();
  const { data } = useDatenweitergabenReferencesQuery();
  const english = i18n.language.startsWith('en');
  const maps = useMemo(() => {
    const result = new Map<DwReferenceKey, Map<number, string>>();
    for (const [key, entries] of Object.entries(data ?? {}) as [DwReferenceKey, DwReferences[DwReferenceKey]][]) {
      result.set(key, new Map(entries.map((e) => [e.ID, (english ? e.Name_en : e.Name_de) || e.Name])));
    }
    return result;
  }, [data, english]);

  const label = useCallback<RefLabel>(
    (key, id) => {
      if (id === null || id === undefined) return '–';
      const name = maps.get(key)?.get(id);
      if (name) return name;
      if (key === 'rechtsgrundlagen' && id in RECHTSGRUNDLAGE_KEYS) return t(`rechtsgrundlage.${RECHTSGRUNDLAGE_KEYS[id as RechtsgrundlageId]}`);
      return String(id);
    },
    [maps, t],
  );
  const options = useCallback((key: DwReferenceKey): Option[] => (data?.[key] ?? []).map((e) => ({ value: e.ID, label: label(key, e.ID) })), [data, label]);
  const loaded = data !== undefined;
  // One object while nothing changes: list rows and memoised filters depend on it.
  return useMemo(() => ({ label, options, loaded }), [label, options, loaded]);
}
