import { useMemo } from 'react';
import type { FieldOption } from '@vws/shared/form';
import { ANFRAGE_KANAELE, ANFRAGE_STATUS, BETROFFENENRECHTE, MAX_VERLAENGERUNG_MONATE } from '@vws/shared/contract/betroffenenanfragen';
import { useBetroffenenanfragenVvtNamesQuery } from '../../api';
import { useBetroffenenanfragenTranslation } from '../../i18n';

/** The choices of the select fields: rights, channel, status, extension and the register's processing records. */
export function useAnfrageOptions(): Record<string, FieldOption[]> {
  const { t } = useBetroffenenanfragenTranslation();
  const tt = t as (key: string, params?: Record<string, unknown>) => string;
  const { data: records } = useBetroffenenanfragenVvtNamesQuery();
  return useMemo(
    () => ({
      Rechte: BETROFFENENRECHTE.map((value) => ({ value, label: tt(`rechte.${value}`) })),
      Kanal: ANFRAGE_KANAELE.map((value) => ({ value, label: tt(`kanal.${value}`) })),
      Status: ANFRAGE_STATUS.map((value) => ({ value, label: tt(`status.${value}`) })),
      Verlaengerung_Monate: Array.from({ length: MAX_VERLAENGERUNG_MONATE + 1 }, (_, months) => ({ value: months, label: String(months) })),
      Verarbeitungen: (records ?? []).map((r) => ({ value: r.ID, label: `${r.Nummer} ${r.Name}` })),
    }),
    [tt, records],
  );
}
