import { useMemo } from 'react';
import type { FieldOption } from '@vws/shared/form';
import { RISIKO_WERTE, VERLETZUNGSARTEN, VORFALL_STATUS } from '@vws/shared/contract/vorfaelle';
import { useVorfaelleVvtNamesQuery } from '../../api';
import { useVorfaelleTranslation } from '../../i18n';

/** The choices of the select fields: status, risk, kinds of breach and the register's processing records. */
export function useVorfallOptions(): Record<string, FieldOption[]> {
  const { t } = useVorfaelleTranslation();
  const tt = t as (key: string) => string;
  const { data: records } = useVorfaelleVvtNamesQuery();
  return useMemo(
    () => ({
      Status: VORFALL_STATUS.map((value) => ({ value, label: tt(`status.${value}`) })),
      Risiko: RISIKO_WERTE.map((value) => ({ value, label: tt(`risiko.${value}`) })),
      Verletzungsarten: VERLETZUNGSARTEN.map((value) => ({ value, label: tt(`verletzungsarten.${value}`) })),
      Verarbeitungen: (records ?? []).map((r) => ({ value: r.ID, label: `${r.Nummer} ${r.Name}` })),
    }),
    [tt, records],
  );
}
