import { sql } from 'kysely';
import { column, flagText, sheetText } from '../../platform/kit/export-sheet';
import { isoDay } from '../../platform/kit/sql-text';
import { keysetPages, type ExportSheet } from '../../platform/module-hooks';
import { text } from '../../platform/texts';
import { DAY_FIELDS, type AnfragenTenantTables } from './tables';

const PAGE = 1000;
const FIELDS: [string, number][] = [
  ['Antragsteller', 28],
  ['Kontakt', 28],
  ['Rechte', 36],
  ['Anliegen', 40],
  ['Eingang_am', 12],
  ['Kanal', 14],
  ['Identitaet_geprueft', 10],
  ['Identitaet_Pruefung', 30],
  ['Status', 16],
  ['Frist', 12],
  ['Verlaengerung_Monate', 10],
  ['Verlaengerung_Begruendung', 30],
  ['Verlaengerung_mitgeteilt_am', 12],
  ['Beantwortet_am', 12],
  ['Antwort', 40],
  ['Ablehnung_Begruendung', 30],
  ['Bearbeiter_intern', 20],
  ['Verarbeitungen', 30],
];

/** The data-subject requests' sheet of the customer data export (GET /customer/data-export), read page by page. */
export const anfragenSheet: ExportSheet<AnfragenTenantTables> = {
  name: sheetText('betroffenenanfragen:list.title'),
  columns: [
    column('ID', 'server:export.columns.id', 8),
    ...FIELDS.map(([field, width]) => column(field, `betroffenenanfragen:fields.${field}`, width)),
    column('Version', 'server:export.columns.version', 8),
    column('Erstelldatum', 'server:export.columns.createdOn'),
    column('Bearbeitungsdatum', 'server:export.columns.editedOn'),
    column('Bearbeiter', 'server:export.columns.editedBy'),
  ],
  covers: { betroffenenanfragen_anfragen: [...FIELDS.map(([field]) => field), 'ID', 'Version', 'Erstelldatum', 'Bearbeitungsdatum', 'Bearbeiter_User_Uid'] },
  async *rows({ db, language, userName }) {
    for await (const page of keysetPages((after) =>
      db
        .selectFrom('betroffenenanfragen_anfragen as a')
        .selectAll('a')
        .select([isoDay('a.Eingang_am').as('Eingang_am'), isoDay('a.Frist').as('Frist'), ...DAY_FIELDS.map((field) => isoDay(`a.${field}`).as(field))])
        .select(
          sql<
            string[]
          >`coalesce((select array_agg(r."Nummer" || ' ' || r."Name" order by r."Nummer") from vvt_verarbeitungen r where r."ID" in (select (jsonb_array_elements_text(a."Verarbeitungen"))::int)), '{}')`.as(
            'Verarbeitungen_Namen',
          ),
        )
        .where('a.ID', '>', after)
        .orderBy('a.ID')
        .limit(PAGE)
        .execute(),
    )) {
      for (const { Verarbeitungen_Namen, ...a } of page) {
        yield {
          ...a,
          Rechte: a.Rechte.map((recht) => text(language, `betroffenenanfragen:rechte.${recht}`)).join(', '),
          Kanal: text(language, `betroffenenanfragen:kanal.${a.Kanal}`),
          Status: text(language, `betroffenenanfragen:status.${a.Status}`),
          Identitaet_geprueft: flagText(language, a.Identitaet_geprueft, { yes: 'betroffenenanfragen:print.yes', no: 'betroffenenanfragen:print.no' }),
          Verarbeitungen: Verarbeitungen_Namen.join(', '),
          Bearbeiter: userName(a.Bearbeiter_User_Uid),
        };
      }
    }
  },
};
