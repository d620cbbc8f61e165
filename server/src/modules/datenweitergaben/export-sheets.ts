import { pruefpunkteOf, RECHTSGRUNDLAGE_KEYS, type RechtsgrundlageId } from '@vws/shared/contract/datenweitergaben';
import { type Bilingual, type ExportContext, type ExportSheet, keysetPages } from '../../platform/module-hooks';
import { DAY_FIELDS, type DwTenantTables } from './tables';
import { isoDay } from './queries/sql';

/**
 * The data transfers' sheets of the customer data export (GET /customer/data-export): the transfers
 * with their checkpoints, and the links to processing records. Read page by page (keyset on ID).
 */
type Ctx = ExportContext<DwTenantTables>;
const PAGE = 1000;
const h = (de: string, en: string): Bilingual => ({ de, en });

/** Short names of the checkpoints on paper (the portal shows the full questions). */
const PRUEFPUNKT_NAMES: Record<string, Bilingual> = {
  'art28.abs4': h('Art. 28 Abs. 4 (Unterauftragsverarbeiter)', 'Art. 28(4) (sub-processors)'),
  'art26.vereinbarung': h('Vereinbarung', 'Arrangement'),
  'art26.pflichtenVerteilung': h('Verteilung der Pflichten', 'Allocation of duties'),
  'art26.anlaufstelle': h('Anlaufstelle', 'Contact point'),
  'art26.wesentlichesBereitgestellt': h('Wesentliches bereitgestellt', 'Essence made available'),
  'art26.betroffenenrechte': h('Betroffenenrechte', 'Data subject rights'),
};
function pruefpunktName(basis: number, key: string, language: 'de' | 'en'): string {
  const basisKey = RECHTSGRUNDLAGE_KEYS[basis as RechtsgrundlageId];
  if (basisKey === 'art28' && key.length === 1) return language === 'de' ? `Art. 28 Abs. 3 lit. ${key}` : `Art. 28(3)(${key})`;
  return PRUEFPUNKT_NAMES[`${basisKey}.${key}`]?.[language] ?? key;
}

async function names(ctx: Ctx, table: 'datenweitergaben_vertragsstatus' | 'datenweitergaben_rechtsgrundlagen' | 'datenweitergaben_rechtsgrundlagen_drittland') {
  const rows = await ctx.db.selectFrom(table).select(['ID', 'Name_de', 'Name_en']).execute();
  return new Map(rows.map((r) => [r.ID, ctx.language === 'de' ? r.Name_de : r.Name_en]));
}

export const transfersSheet: ExportSheet<DwTenantTables> = {
  name: h('Datenweitergaben', 'Data transfers'),
  columns: [
    { key: 'Gruppe', header: h('Gruppe', 'Group'), width: 16 },
    { key: 'Firma_Empfaenger', header: h('Empfänger', 'Recipient'), width: 32 },
    { key: 'Anschrift', header: h('Anschrift', 'Address'), width: 36 },
    { key: 'Land', header: h('Land', 'Country'), width: 14 },
    { key: 'Ansprechpartner_intern', header: h('Ansprechpartner intern', 'Internal contact'), width: 22 },
    { key: 'Vertragsgegenstand', header: h('Vertragsgegenstand', 'Subject of the contract'), width: 40 },
    { key: 'Vertragsstatus', header: h('Vertragsstatus', 'Contract status'), width: 24 },
    { key: 'Rechtsgrundlage', header: h('Rechtsgrundlage', 'Legal basis'), width: 32 },
    { key: 'Pruefpunkte', header: h('Prüfpunkte erfüllt', 'Checkpoints met'), width: 40 },
    { key: 'Pruefpunkte_offen', header: h('Prüfpunkte offen', 'Checkpoints open'), width: 40 },
    { key: 'Drittland', header: h('Außerhalb der EU', 'Outside the EU'), width: 10 },
    { key: 'Rechtsgrundlage_Drittland', header: h('Rechtsgrundlage Drittland', 'Third-country legal basis'), width: 32 },
    { key: 'DTFA_Ergebnis', header: h('DTFA-Ergebnis', 'TIA result'), width: 40 },
    { key: 'Notwendige_Massnahmen', header: h('Notwendige Maßnahmen', 'Necessary measures'), width: 40 },
    { key: 'Kundennummer', header: h('Kundennummer', 'Customer number'), width: 14 },
    { key: 'Vertragsnummer', header: h('Vertragsnummer', 'Contract number'), width: 14 },
    { key: 'Vertrag_Link', header: h('Link zum Vertrag', 'Contract link'), width: 30 },
    { key: 'Unterzeichnungsdatum', header: h('Unterzeichnet am', 'Signed on'), width: 12 },
    { key: 'Vertragsende', header: h('Vertragsende', 'Contract end'), width: 12 },
    { key: 'Wiedervorlagedatum', header: h('Wiedervorlage', 'Resubmission'), width: 12 },
    { key: 'Letzte_Pruefung', header: h('Letzte Prüfung', 'Last check'), width: 12 },
    { key: 'Bearbeitungsdatum', header: h('Bearbeitet am', 'Last edited') },
    { key: 'Bearbeiter', header: h('Bearbeitet von', 'Edited by') },
  ],
  async *rows(ctx) {
    const { db, language, userName } = ctx;
    const status = await names(ctx, 'datenweitergaben_vertragsstatus');
    const bases = await names(ctx, 'datenweitergaben_rechtsgrundlagen');
    const thirdCountry = await names(ctx, 'datenweitergaben_rechtsgrundlagen_drittland');
    const yes = h('ja', 'yes')[language];
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
        .where('ID_Datenweitergabe', 'in', page.map((d) => d.ID))
        .execute();
      for (const d of page) {
        const basis = d.ID_Rechtsgrundlage;
        const met = new Set(checks.filter((c) => c.ID_Datenweitergabe === d.ID && c.ID_Rechtsgrundlage === basis && c.Erfuellt).map((c) => c.Schluessel));
        const all = pruefpunkteOf(basis);
        const label = (key: string) => pruefpunktName(basis ?? 0, key, language);
        yield {
          Gruppe: d.Gruppe,
          Firma_Empfaenger: d.Firma_Empfaenger,
          Anschrift: [d.Strasse_Hausnummer, [d.PLZ, d.Ort].filter(Boolean).join(' ')].filter(Boolean).join(', '),
          Land: d.Land,
          Ansprechpartner_intern: d.Ansprechpartner_intern,
          Vertragsgegenstand: d.Vertragsgegenstand,
          Vertragsstatus: status.get(d.ID_Vertragsstatus) ?? String(d.ID_Vertragsstatus),
          Rechtsgrundlage: basis ? (bases.get(basis) ?? String(basis)) : '',
          Pruefpunkte: all.filter((k) => met.has(k)).map(label).join('; '),
          Pruefpunkte_offen: all.filter((k) => !met.has(k)).map(label).join('; '),
          Drittland: d.isDatenweitergabe_ausserhalb_EU ? yes : '',
          Rechtsgrundlage_Drittland: d.ID_Rechtsgrundlage_ausserhalb_EU ? (thirdCountry.get(d.ID_Rechtsgrundlage_ausserhalb_EU) ?? '') : '',
          DTFA_Ergebnis: d.DTFA_Ergebnis,
          Notwendige_Massnahmen: d.Notwendige_Massnahmen,
          Kundennummer: d.Kundennummer,
          Vertragsnummer: d.Vertragsnummer,
          Vertrag_Link: d.Vertrag_Link,
          Unterzeichnungsdatum: d.Unterzeichnungsdatum,
          Vertragsende: d.Vertragsende,
          Wiedervorlagedatum: d.Wiedervorlagedatum,
          Letzte_Pruefung: d.Letzte_Pruefung,
          Bearbeitungsdatum: d.Bearbeitungsdatum,
          Bearbeiter: userName(d.Bearbeiter_User_Uid),
        };
      }
    }
  },
};

export const transferLinksSheet: ExportSheet<DwTenantTables> = {
  name: h('Datenweitergaben-Verarbeitungen', 'Transfers to processing'),
  columns: [
    { key: 'Firma_Empfaenger', header: h('Empfänger', 'Recipient'), width: 32 },
    { key: 'Gruppe', header: h('Gruppe', 'Group'), width: 16 },
    { key: 'Ebene', header: h('Ebene', 'Level'), width: 8 },
    { key: 'Nummer', header: h('Nummer der Verarbeitung', 'Processing number'), width: 14 },
    { key: 'Name', header: h('Verarbeitung', 'Processing'), width: 40 },
  ],
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

export const exportSheets = [transfersSheet, transferLinksSheet];
