import type { ReactNode } from 'react';
import { countryNameIn } from '@vws/shared/contract/countries';
import type { VvtFullReportRecord } from '@vws/shared/contract/vvt';
import { useVvtTranslation } from '../i18n';

type V = VvtFullReportRecord['verarbeitung'];
export type TextKey = Extract<keyof V, `${string}`>;

export function FieldRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row" style={{ width: '32%' }}>
        {label}
      </th>
      <td>{children}</td>
    </tr>
  );
}

/** A text as written (line breaks kept), or a dash. */
export const Text = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() ? <span className="vvt-pre">{value}</span> : <>–</>);

/** A titled table of field rows. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h3 className="text-base mb-1 mt-3">{title}</h3>
      <table className="vws-report-table vvt-report-table">
        <tbody>{children}</tbody>
      </table>
    </>
  );
}

/**
 * The recipients of a record: its linked data transfers, each with its country. Absent
 * (`undefined`) when the caller may not see data transfers: then the report says so.
 */
export function Recipients({ record }: { record: VvtFullReportRecord }) {
  const { t, i18n } = useVvtTranslation();
  if (!record.empfaenger) return <span className="text-color-secondary">{t('fullReport.recipientsHidden')}</span>;
  if (record.empfaenger.length === 0) return <>{t('fullReport.recipientsNone')}</>;
  return (
    <ul className="m-0 pl-3" data-testid="vvt-report-recipients">
      {record.empfaenger.map((r) => (
        <li key={r.ID_Datenweitergabe}>
          {r.Firma_Empfaenger}
          {r.Land || r.Land_Code ? ` (${countryNameIn(r, i18n.language)})` : ''}
          {r.isDatenweitergabe_ausserhalb_EU
            ? ` – ${t('fullReport.outsideEu')}: ${r.ID_Rechtsgrundlage_ausserhalb_EU ? t(`register.safeguard_${r.ID_Rechtsgrundlage_ausserhalb_EU}` as 'register.safeguard_1') : t('register.safeguardNone')}`
            : ''}
        </li>
      ))}
    </ul>
  );
}

/** How the record's values read in the report: yes/no/open, a selection's labels, text fields as rows. */
export function useValueTexts(v: V) {
  const { t } = useVvtTranslation();
  const yesNo = (value: unknown) => (value === true ? t('print.yes') : value === false ? t('print.no') : t('dpia.open'));
  const selection = (key: 'personengruppen' | 'datenkategorien' | 'speicherort') =>
    (v[key] ?? []).map((k) => t(`selection.${key}.${k}`, { defaultValue: k })).join(', ') || '–';
  const texts = (keys: readonly TextKey[]) =>
    keys.map((key) => (
      <FieldRow key={key} label={t(`fields.${key}` as 'fields.Zweck', { defaultValue: key })}>
        <Text value={v[key]} />
      </FieldRow>
    ));
  return { yesNo, selection, texts };
}
