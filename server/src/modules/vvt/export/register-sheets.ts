import { countryNameIn } from '@vws/shared/contract/countries';
import type { VerantwortlicherBlock } from '@vws/shared/contract/vvt';
import { recordRecipients } from '../../datenweitergaben/api';
import { column, flagText, sheetText } from '../../../platform/kit/export-sheet';
import { type ExportLanguage, type ExportSheet, keysetPages } from '../../../platform/module-hooks';
import { text } from '../../../platform/texts';
import type { VvtViewer } from '../queries/access';
import { loadVerantwortlicher } from '../queries/controller';
import { isThirdCountryRecipient } from '../rules/completeness';
import type { VvtTenantTables } from '../tables';
import { vvtExportSheets } from './sheets';

/**
 * The register export (GET /vvt/vvt-register-export) as the Art. 30(1) register an authority reads
 * (issue 23): the controller block first, the level sheets, the recipients (each record's linked
 * data transfers with country and safeguard), then cube, relations and reviews. The customer's data
 * export keeps the module's own sheets (vvtExportSheets): the controller is its master-data sheet,
 * the links its transfer-links sheet.
 */
const PAGE = 500;

const joined = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ');

/** The controller block's lines: what, and its value (empty parts left out). */
export function controllerLines(block: VerantwortlicherBlock, language: ExportLanguage): { Angabe: string; Wert: string }[] {
  const { vertreter, dsb } = block;
  const line = (key: string, value: string) => ({ Angabe: text(language, `vvt:register.${key}`), Wert: value });
  return [
    line('controller', joined(block.name, block.anschrift, block.telefon, block.email)),
    line('management', joined(block.geschaeftsfuehrung, block.ansprechpartner, block.ansprechpartner_email)),
    line(
      'representative',
      vertreter.name ? joined(vertreter.name, vertreter.anschrift, vertreter.telefon, vertreter.email) : text(language, 'vvt:register.noRepresentative'),
    ),
    line('dpo', joined(dsb.name, dsb.firma, dsb.telefon, dsb.email)),
  ];
}

function controllerSheet(customerName: string): ExportSheet<VvtTenantTables> {
  return {
    name: sheetText('server:export.sheets.vvtController'),
    columns: [column('Angabe', 'vvt:register.controllerHeading', 40), column('Wert', 'server:export.columns.value', 80)],
    async *rows({ db, language }) {
      yield* controllerLines(await loadVerantwortlicher(db, customerName), language);
    },
  };
}

/** The safeguard of a third-country transfer as the report words it; empty inside the EU/EEA. */
function safeguardText(language: ExportLanguage, thirdCountry: boolean, basis: number | null): string {
  if (!thirdCountry) return '';
  return text(language, basis ? `vvt:register.safeguard_${basis}` : 'vvt:register.safeguardNone');
}

function recipientsSheet(viewer: VvtViewer): ExportSheet<VvtTenantTables> {
  return {
    name: sheetText('server:export.sheets.vvtRecipients'),
    columns: [
      column('Nummer', 'vvt:fields.Nummer', 12),
      column('Name', 'server:export.columns.record', 36),
      column('Ebene', 'vvt:fields.SDM_Ebene_Nr', 18),
      column('Empfaenger', 'datenweitergaben:fields.Firma_Empfaenger', 36),
      column('Gruppe', 'datenweitergaben:fields.Gruppe', 16),
      column('Land', 'datenweitergaben:fields.Land', 18),
      column('Land_Code', 'server:export.columns.countryCode', 10),
      column('Drittland', 'vvt:fields.datenweitergabe_ausserhalb_eu', 14),
      column('Garantie', 'vvt:register.safeguard', 36),
    ],
    async *rows({ db, language }) {
      const levels = new Map(
        (await db.selectFrom('vvt_ebenen').select(['ID', 'Name_de', 'Name_en']).execute()).map((r) => [r.ID, language === 'en' ? r.Name_en : r.Name_de]),
      );
      for await (const page of keysetPages((after) =>
        db.selectFrom('vvt_verarbeitungen').select(['ID', 'Nummer', 'Name', 'SDM_Ebene_Nr']).where('ID', '>', after).orderBy('ID').limit(PAGE).execute(),
      )) {
        const recipients = await recordRecipients(
          db,
          viewer,
          page.map((r) => r.ID),
        );
        for (const record of page) {
          for (const r of recipients.get(record.ID) ?? []) {
            const third = isThirdCountryRecipient(r);
            yield {
              Nummer: record.Nummer,
              Name: record.Name,
              Ebene: levels.get(record.SDM_Ebene_Nr) ?? '',
              Empfaenger: r.Firma_Empfaenger,
              Gruppe: r.Gruppe,
              Land: countryNameIn(r, language),
              Land_Code: r.Land_Code ?? '',
              Drittland: flagText(language, third, { yes: 'vvt:print.yes', no: 'vvt:print.no' }),
              Garantie: safeguardText(language, third, r.ID_Rechtsgrundlage_ausserhalb_EU),
            };
          }
        }
      }
    },
  };
}

/**
 * The register export's sheets for one caller: the recipients only for a caller who may see data
 * transfers (as in the full report); the others get the register without that sheet.
 */
export function registerExportSheets(options: { customerName: string; viewer: VvtViewer; seesTransfers: boolean }): ExportSheet<VvtTenantTables>[] {
  const [level1, level2, level3, ...rest] = vvtExportSheets;
  return [controllerSheet(options.customerName), level1!, level2!, level3!, ...(options.seesTransfers ? [recipientsSheet(options.viewer)] : []), ...rest];
}
