import { pruefpunkteOf, RECHTSGRUNDLAGE_KEYS, type RechtsgrundlageId } from '@vws/shared/contract/datenweitergaben';
import { column, referenceNames, sheetText } from '../../platform/kit/export-sheet';
import { type ExportContext, type ExportLanguage, type ExportSheet, keysetPages } from '../../platform/module-hooks';
import { hasText, text } from '../../platform/texts';
import { DAY_FIELDS, type DwTenantTables } from './tables';
import { isoDay } from './queries/sql';

/**
 * The data transfers' sheets of the customer data export (GET /customer/data-export): the transfers
 * with their checkpoints, and the links to processing records. Read page by page (keyset on ID).
 */
type Ctx = ExportContext<DwTenantTables>;
const PAGE = 1000;
/** Short names of the checkpoints on paper (the portal shows the full questions): `server:export.checkpoints`. */
function pruefpunktName(basis: number, key: string, language: ExportLanguage): string {
  const basisKey = RECHTSGRUNDLAGE_KEYS[basis as RechtsgrundlageId];
  if (basisKey === 'art28' && key.length === 1) return text(language, 'server:export.checkpoints.art28Letter', { letter: key });
  const name = `server:export.checkpoints.${basisKey}_${key}`;
  return hasText(name) ? text(language, name) : key;
}

/** A calendar day ('YYYY-MM-DD') as an Excel date cell (midnight UTC: no time zone shifts the day). */
const excelDay = (day: string | null): Date | null => (day ? new Date(`${day}T00:00:00Z`) : null);

const names = (ctx: Ctx, table: 'datenweitergaben_vertragsstatus' | 'datenweitergaben_rechtsgrundlagen' | 'datenweitergaben_rechtsgrundlagen_drittland') =>
  referenceNames(ctx.db, table, ctx.language);

export const transfersSheet: ExportSheet<DwTenantTables> = {
  name: sheetText('datenweitergaben:list.title'),
  columns: [
    column('ID', 'server:export.columns.id', 8),
    column('Gruppe', 'datenweitergaben:fields.Gruppe', 16),
    column('Firma_Empfaenger', 'datenweitergaben:fields.Firma_Empfaenger', 32),
    column('Anschrift', 'server:export.columns.address', 36),
    column('Land', 'datenweitergaben:fields.Land', 14),
    column('Land_Code', 'server:export.columns.countryCode', 8),
    column('Ansprechpartner_intern', 'datenweitergaben:fields.Ansprechpartner_intern', 22),
    column('Vertragsgegenstand', 'datenweitergaben:fields.Vertragsgegenstand', 40),
    column('Vertragsstatus', 'datenweitergaben:fields.ID_Vertragsstatus', 24),
    column('Rechtsgrundlage', 'datenweitergaben:fields.ID_Rechtsgrundlage', 32),
    column('Pruefpunkte', 'server:export.columns.checkpointsMet', 40),
    column('Pruefpunkte_offen', 'server:export.columns.checkpointsOpen', 40),
    column('Drittland', 'datenweitergaben:fields.isDatenweitergabe_ausserhalb_EU', 10),
    column('Rechtsgrundlage_Drittland', 'datenweitergaben:fields.ID_Rechtsgrundlage_ausserhalb_EU', 32),
    column('DTFA_Durchgefuehrt', 'datenweitergaben:fields.DTFA_Durchgefuehrt', 10),
    column('DTFA_Datum', 'datenweitergaben:fields.DTFA_Datum', 12),
    column('DTFA_Rechtslage_Drittland', 'datenweitergaben:fields.DTFA_Rechtslage_Drittland', 40),
    column('DTFA_Ergaenzende_Massnahmen', 'datenweitergaben:fields.DTFA_Ergaenzende_Massnahmen', 40),
    column('DTFA_Ergebnis', 'datenweitergaben:fields.DTFA_Ergebnis', 40),
    column('Notwendige_Massnahmen', 'datenweitergaben:fields.Notwendige_Massnahmen', 40),
    column('Kundennummer', 'datenweitergaben:fields.Kundennummer', 14),
    column('Vertragsnummer', 'datenweitergaben:fields.Vertragsnummer', 14),
    column('Vertrag_Link', 'datenweitergaben:fields.Vertrag_Link', 30),
    column('Protokoll_Link', 'datenweitergaben:fields.Protokoll_Link', 30),
    column('Unterzeichnungsdatum', 'datenweitergaben:fields.Unterzeichnungsdatum', 12),
    column('Vertragsende', 'datenweitergaben:fields.Vertragsende', 12),
    column('Wiedervorlagedatum', 'datenweitergaben:fields.Wiedervorlagedatum', 12),
    column('Letzte_Pruefung', 'datenweitergaben:fields.Letzte_Pruefung', 12),
    column('Version', 'server:export.columns.version', 8),
    column('Erstelldatum', 'server:export.columns.createdOn'),
    column('Bearbeitungsdatum', 'server:export.columns.editedOn'),
    column('Bearbeiter', 'server:export.columns.editedBy'),
  ],
  covers: {
    datenweitergaben_datenweitergaben: [
      ...['ID', 'Gruppe', 'Firma_Empfaenger', 'Land', 'Land_Code', 'Ansprechpartner_intern', 'Vertragsgegenstand', 'DTFA_Durchgefuehrt', 'DTFA_Datum'],
      ...['DTFA_Rechtslage_Drittland', 'DTFA_Ergaenzende_Massnahmen', 'DTFA_Ergebnis', 'Notwendige_Massnahmen', 'Kundennummer', 'Vertragsnummer'],
      ...['Vertrag_Link', 'Protokoll_Link', 'Unterzeichnungsdatum', 'Vertragsende', 'Wiedervorlagedatum', 'Letzte_Pruefung', 'Version', 'Erstelldatum'],
      'Bearbeitungsdatum',
      // Folded into the address cell.
      'Strasse_Hausnummer',
      'PLZ',
      'Ort',
      'ID_Vertragsstatus',
      'ID_Rechtsgrundlage',
      'isDatenweitergabe_ausserhalb_EU',
      'ID_Rechtsgrundlage_ausserhalb_EU',
      'Bearbeiter_User_Uid',
    ],
  },
  async *rows(ctx) {
    const { db, language, userName } = ctx;
    const status = await names(ctx, 'datenweitergaben_vertragsstatus');
    const bases = await names(ctx, 'datenweitergaben_rechtsgrundlagen');
    const thirdCountry = await names(ctx, 'datenweitergaben_rechtsgrundlagen_drittland');
    for await (const page of keysetPages((after) =>
      db
        .selectFrom('datenweitergaben_datenweitergaben as d')
        .selectAll('d')
        .select(DAY_FIELDS.map((field) => isoDay(`d.${field}`).as(field)))
        .where('d.ID', '>', after)
        .orderBy('d.ID')
        .limit(PAGE)
        .execute(),
    )) {
      const checks = await db
        .selectFrom('datenweitergaben_pruefpunkte')
        .select(['ID_Datenweitergabe', 'ID_Rechtsgrundlage', 'Schluessel', 'Erfuellt'])
        .where(
          'ID_Datenweitergabe',
          'in',
          page.map((d) => d.ID),
        )
        .execute();
      for (const d of page) {
        const basis = d.ID_Rechtsgrundlage;
        const met = new Set(checks.filter((c) => c.ID_Datenweitergabe === d.ID && c.ID_Rechtsgrundlage === basis && c.Erfuellt).map((c) => c.Schluessel));
        const all = pruefpunkteOf(basis);
        const label = (key: string) => pruefpunktName(basis ?? 0, key, language);
        yield {
          ID: d.ID,
          Gruppe: d.Gruppe,
          Firma_Empfaenger: d.Firma_Empfaenger,
          Anschrift: [d.Strasse_Hausnummer, [d.PLZ, d.Ort].filter(Boolean).join(' ')].filter(Boolean).join(', '),
          Land: d.Land,
          Land_Code: d.Land_Code,
          Ansprechpartner_intern: d.Ansprechpartner_intern,
          Vertragsgegenstand: d.Vertragsgegenstand,
          Vertragsstatus: status.get(d.ID_Vertragsstatus) ?? String(d.ID_Vertragsstatus),
          Rechtsgrundlage: basis ? (bases.get(basis) ?? String(basis)) : '',
          Pruefpunkte: all
            .filter((k) => met.has(k))
            .map(label)
            .join('; '),
          Pruefpunkte_offen: all
            .filter((k) => !met.has(k))
            .map(label)
            .join('; '),
          Drittland: d.isDatenweitergabe_ausserhalb_EU,
          Rechtsgrundlage_Drittland: d.ID_Rechtsgrundlage_ausserhalb_EU ? (thirdCountry.get(d.ID_Rechtsgrundlage_ausserhalb_EU) ?? '') : '',
          DTFA_Durchgefuehrt: d.DTFA_Durchgefuehrt,
          DTFA_Datum: excelDay(d.DTFA_Datum),
          DTFA_Rechtslage_Drittland: d.DTFA_Rechtslage_Drittland,
          DTFA_Ergaenzende_Massnahmen: d.DTFA_Ergaenzende_Massnahmen,
          DTFA_Ergebnis: d.DTFA_Ergebnis,
          Notwendige_Massnahmen: d.Notwendige_Massnahmen,
          Kundennummer: d.Kundennummer,
          Vertragsnummer: d.Vertragsnummer,
          Vertrag_Link: d.Vertrag_Link,
          Protokoll_Link: d.Protokoll_Link,
          Unterzeichnungsdatum: excelDay(d.Unterzeichnungsdatum),
          Vertragsende: excelDay(d.Vertragsende),
          Wiedervorlagedatum: excelDay(d.Wiedervorlagedatum),
          Letzte_Pruefung: excelDay(d.Letzte_Pruefung),
          Version: d.Version,
          Erstelldatum: d.Erstelldatum,
          Bearbeitungsdatum: d.Bearbeitungsdatum,
          Bearbeiter: userName(d.Bearbeiter_User_Uid),
        };
      }
    }
  },
};

export const transferLinksSheet: ExportSheet<DwTenantTables> = {
  name: sheetText('server:export.sheets.transferLinks'),
  columns: [
    column('Firma_Empfaenger', 'datenweitergaben:fields.Firma_Empfaenger', 32),
    column('Gruppe', 'datenweitergaben:fields.Gruppe', 16),
    column('Ebene', 'vvt:fields.SDM_Ebene_Nr', 8),
    column('Nummer', 'server:export.columns.recordNumber', 14),
    column('Name', 'server:export.columns.record', 40),
  ],
  covers: { datenweitergaben_verarbeitungen: ['ID_Datenweitergabe', 'ID_Verarbeitung'] },
  async *rows({ db }) {
    for await (const page of keysetPages((after) =>
      db
        .selectFrom('datenweitergaben_verarbeitungen as m')
        .innerJoin('datenweitergaben_datenweitergaben as d', 'd.ID', 'm.ID_Datenweitergabe')
        .innerJoin('vvt_verarbeitungen as v', 'v.ID', 'm.ID_Verarbeitung')
        .select(['m.ID', 'd.Firma_Empfaenger', 'd.Gruppe', 'v.SDM_Ebene_Nr', 'v.Nummer', 'v.Name'])
        .where('m.ID', '>', after)
        .orderBy('m.ID')
        .limit(PAGE)
        .execute(),
    )) {
      for (const r of page) yield { Firma_Empfaenger: r.Firma_Empfaenger, Gruppe: r.Gruppe, Ebene: r.SDM_Ebene_Nr, Nummer: r.Nummer, Name: r.Name };
    }
  },
};

/** Every checkpoint answer of every transfer: its legal basis, whether it is met, and the remark. */
export const checkpointsSheet: ExportSheet<DwTenantTables> = {
  name: sheetText('server:export.sheets.checkpoints'),
  columns: [
    column('Firma_Empfaenger', 'datenweitergaben:fields.Firma_Empfaenger', 32),
    column('Rechtsgrundlage', 'datenweitergaben:fields.ID_Rechtsgrundlage', 32),
    column('Pruefpunkt', 'server:export.columns.checkpoint', 40),
    column('Erfuellt', 'server:export.columns.fulfilled', 10),
    column('Bemerkung', 'server:export.columns.remark', 50),
  ],
  covers: { datenweitergaben_pruefpunkte: ['ID_Datenweitergabe', 'ID_Rechtsgrundlage', 'Schluessel', 'Erfuellt', 'Bemerkung'] },
  async *rows(ctx) {
    const { db, language } = ctx;
    const bases = await names(ctx, 'datenweitergaben_rechtsgrundlagen');
    for await (const page of keysetPages((after) =>
      db
        .selectFrom('datenweitergaben_pruefpunkte as p')
        .innerJoin('datenweitergaben_datenweitergaben as d', 'd.ID', 'p.ID_Datenweitergabe')
        .select(['p.ID', 'd.Firma_Empfaenger', 'p.ID_Rechtsgrundlage', 'p.Schluessel', 'p.Erfuellt', 'p.Bemerkung'])
        .where('p.ID', '>', after)
        .orderBy('p.ID')
        .limit(PAGE)
        .execute(),
    )) {
      for (const p of page) {
        yield {
          Firma_Empfaenger: p.Firma_Empfaenger,
          Rechtsgrundlage: bases.get(p.ID_Rechtsgrundlage) ?? String(p.ID_Rechtsgrundlage),
          Pruefpunkt: pruefpunktName(p.ID_Rechtsgrundlage, p.Schluessel, language),
          Erfuellt: p.Erfuellt,
          Bemerkung: p.Bemerkung,
        };
      }
    }
  },
};

export const exportSheets = [transfersSheet, checkpointsSheet, transferLinksSheet];
