import { useMemo } from 'react';
import { useSessionBacked } from '@vws/shared/core';
import { STANDARD_SCHUTZZIELPAKET } from '@vws/shared/contract/audit';
import { useAuditReferenceListQuery, type ReferenceRow } from '../api';
import { auditTexts, useAuditTranslation } from '../i18n';

/** The standard protection goals (package 1) are shown translated; own ones by their stored name. */
export function schutzzielLabel(t: typeof auditTexts.t, goal: ReferenceRow): string {
  return goal.ID_Schutzzielpaket === STANDARD_SCHUTZZIELPAKET ? t(`schutzziel.${goal.ID}`, { defaultValue: goal.Name }) : goal.Name;
}

export interface Option {
  value: number;
  label: string;
}

function useStoredList(key: 'themenbloecke' | 'schutzziele' | 'organisationseinheiten') {
  const query = useAuditReferenceListQuery(key);
  const data = useSessionBacked(`audit.references.${key}`, query.data);
  return { data, isLoading: query.isLoading && data === undefined };
}

/** Options for selects and id → label maps of the three reference lists. */
export function useReferenceOptions() {
  const { t } = useAuditTranslation();
  // Spec §9: the reference stores live in session storage too (read back until the lists answer).
  const themenbloecke = useStoredList('themenbloecke');
  const schutzziele = useStoredList('schutzziele');
  const einheiten = useStoredList('organisationseinheiten');
  return useMemo(() => {
    const toOptions = (rows: ReferenceRow[] | undefined, label: (r: ReferenceRow) => string): Option[] =>
      (rows ?? []).map((r) => ({ value: r.ID, label: label(r) }));
    const themenblockOptions = toOptions(themenbloecke.data, (r) => r.Name);
    const schutzzielOptions = toOptions(schutzziele.data, (r) => schutzzielLabel(t, r));
    const einheitOptions = toOptions(einheiten.data, (r) => r.Name);
    const byId = (options: Option[]) => new Map(options.map((o) => [o.value, o.label]));
    return {
      themenblockOptions,
      schutzzielOptions,
      einheitOptions,
      themenblockName: byId(themenblockOptions),
      schutzzielName: byId(schutzzielOptions),
      einheitName: byId(einheitOptions),
      isLoading: themenbloecke.isLoading || schutzziele.isLoading || einheiten.isLoading,
    };
  }, [t, themenbloecke.data, schutzziele.data, einheiten.data, themenbloecke.isLoading, schutzziele.isLoading, einheiten.isLoading]);
}

export function useStatusOptions(): Option[] {
  const { t } = useAuditTranslation();
  return useMemo(() => [1, 2, 3, 4, 5, 6].map((id) => ({ value: id, label: t(`status.${id}`) })), [t]);
}
