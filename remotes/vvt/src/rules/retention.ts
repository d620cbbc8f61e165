import { AUFBEWAHRUNGSFRIST_VORSCHLAEGE } from '@vws/shared/contract/vvt';

export type RetentionKey = (typeof AUFBEWAHRUNGSFRIST_VORSCHLAEGE)[number]['key'];

/** Words of a record (name, group, retention text) that point to a suggestion of spec §1. */
const KEYWORDS: Record<RetentionKey, RegExp> = {
  warnings: /abmahnung|warning/i,
  workingTimeRecords: /arbeitszeit|zeiterfassung|working time|time recording/i,
  authorityInquiries: /behörde|authority/i,
  occupationalSafetyInstructions: /unterweisung|arbeitsschutz|safety instruction/i,
  dataSubjectRequests: /betroffenenanfrage|betroffenenrecht|data subject request/i,
  applicationData: /bewerb|applica/i,
  purchasingData: /einkauf|bestell|lieferant|purchas/i,
  driversLicenseData: /führerschein|fuhrpark|driver/i,
  personnelFiles: /personalakte|personnel file/i,
  travelVouchers: /reisekosten|dienstreise|travel/i,
  accidentReports: /unfall|verbandbuch|accident/i,
};

/** The non-binding suggestions that fit a record (none when nothing fits). */
export function retentionSuggestionsFor(record: { Name: string; Gruppe: string; aufbewahrungsfristen: string }): RetentionKey[] {
  const text = `${record.Name} ${record.Gruppe} ${record.aufbewahrungsfristen}`;
  return AUFBEWAHRUNGSFRIST_VORSCHLAEGE.filter((s) => KEYWORDS[s.key].test(text)).map((s) => s.key);
}

/** The i18n key of a suggestion's period (retention.period.y3, .m6, ...). */
export function periodKey(key: RetentionKey): `y${number}` | `m${number}` {
  const s = AUFBEWAHRUNGSFRIST_VORSCHLAEGE.find((x) => x.key === key)!;
  return 'years' in s ? `y${s.years}` : `m${s.months}`;
}
