import { column, sheetText } from '../../platform/kit/export-sheet';
import { keysetPages, type ExportSheet } from '../../platform/module-hooks';
import { text } from '../../platform/texts';
import { loadVorfaelleForExport } from './export-rows';
import type { VorfaelleTenantTables } from './tables';

const PAGE = 1000;
const F = (field: string) => `vorfaelle:fields.${field}`;
const FIELDS: [string, number][] = [
  ['Titel', 32],
  ['Status', 14],
  ['Eingetreten_am', 18],
  ['Entdeckt_am', 18],
  ['Kenntnis_am', 18],
  ['Meldefrist', 18],
  ['Verletzungsarten', 24],
  ['Beschreibung', 40],
  ['Kategorien_Betroffene', 30],
  ['Anzahl_Betroffene', 12],
  ['Kategorien_Datensaetze', 30],
  ['Anzahl_Datensaetze', 12],
  ['Folgen', 40],
  ['Massnahmen_ergriffen', 40],
  ['Massnahmen_vorgeschlagen', 40],
  ['Kontakt', 30],
  ['Risiko', 16],
  ['Risiko_Begruendung', 40],
  ['Behoerde', 24],
  ['Meldung_Behoerde_am', 18],
  ['Aktenzeichen_Behoerde', 16],
  ['Verspaetung_Gruende', 40],
  ['Benachrichtigung_Betroffene_am', 18],
  ['Benachrichtigung_Betroffene_Art', 30],
  ['Benachrichtigung_Ausnahme', 30],
  ['Verarbeitungen', 30],
];

/** The data breaches' sheet of the customer data export (GET /customer/data-export), read page by page. */
export const vorfaelleSheet: ExportSheet<VorfaelleTenantTables> = {
  name: sheetText('vorfaelle:list.title'),
  columns: [
    column('ID', 'server:export.columns.id', 8),
    ...FIELDS.map(([field, width]) => column(field, F(field), width)),
    column('Version', 'server:export.columns.version', 8),
    column('Erstelldatum', 'server:export.columns.createdOn'),
    column('Bearbeitungsdatum', 'server:export.columns.editedOn'),
    column('Bearbeiter', 'server:export.columns.editedBy'),
  ],
  covers: { vorfaelle_vorfaelle: [...FIELDS.map(([field]) => field), 'ID', 'Version', 'Erstelldatum', 'Bearbeitungsdatum', 'Bearbeiter_User_Uid'] },
  async *rows({ db, language, userName }) {
    for await (const page of keysetPages((after) => loadVorfaelleForExport(db, after, PAGE))) {
      for (const { Verarbeitungen_Namen, ...v } of page) {
        yield {
          ...v,
          Status: text(language, `vorfaelle:status.${v.Status}`),
          Risiko: v.Risiko ? text(language, `vorfaelle:risiko.${v.Risiko}`) : '',
          Verletzungsarten: v.Verletzungsarten.map((art) => text(language, `vorfaelle:verletzungsarten.${art}`)).join(', '),
          Verarbeitungen: Verarbeitungen_Namen.join(', '),
          Bearbeiter: userName(v.Bearbeiter_User_Uid),
        };
      }
    }
  },
};
