import type { MasterDataFields } from '@vws/shared/contract/customer';
import type { TenantSeedContext } from '../../platform/module';
import { saveMasterData, type CustomerTables } from './master-data.store';

/** Master data of the demo customers (DESIGN.md §5): fictitious companies, realistic German details. */
type RepresentativeField = 'vertreter_name' | 'vertreter_anschrift' | 'vertreter_email' | 'vertreter_telefon';
/** The demo customers are established in the Union: no representative under Art. 27 GDPR. */
const NO_REPRESENTATIVE: Pick<MasterDataFields, RepresentativeField> = {
  vertreter_name: '',
  vertreter_anschrift: '',
  vertreter_email: '',
  vertreter_telefon: '',
};
const DEMO_MASTER_DATA: Record<string, Omit<MasterDataFields, 'oeffentliche_stelle' | RepresentativeField>> = {
  'Muster GmbH': {
    name: 'Muster GmbH',
    strasse_hausnummer: 'Hohenzollernring 52',
    plz: '50672',
    ort: 'Köln',
    land: 'Deutschland',
    telefon: '+49 221 9876540',
    email: 'info@muster-gmbh.example',
    website: 'https://www.muster-gmbh.example',
    handelsregister: 'Amtsgericht Köln, HRB 104711',
    geschaeftsfuehrung: 'Dr. Katrin Mertens, Jörg Brandt',
    verantwortlicher_name: 'Dr. Katrin Mertens',
    verantwortlicher_email: 'geschaeftsfuehrung@muster-gmbh.example',
    dsb_name: 'Dana Schulz',
    dsb_firma: 'Muster GmbH',
    dsb_email: 'datenschutz@muster-gmbh.example',
    dsb_telefon: '+49 221 9876549',
    aufsichtsbehoerde: 'Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen, Kavalleriestraße 2–4, 40213 Düsseldorf',
  },
  'Beispiel AG': {
    name: 'Beispiel AG',
    strasse_hausnummer: 'Leopoldstraße 118',
    plz: '80802',
    ort: 'München',
    land: 'Deutschland',
    telefon: '+49 89 4520130',
    email: 'kontakt@beispiel-ag.example',
    website: 'https://www.beispiel-ag.example',
    handelsregister: 'Amtsgericht München, HRB 228374',
    geschaeftsfuehrung: 'Vorstand: Markus Huber (Vorsitzender), Sabine Wagner; Aufsichtsratsvorsitzender: Prof. Dr. Thomas Keller',
    verantwortlicher_name: 'Markus Huber',
    verantwortlicher_email: 'vorstand@beispiel-ag.example',
    dsb_name: 'Michael Lehmann',
    dsb_firma: 'Datenschutzberatung Lehmann & Partner',
    dsb_email: 'dsb@beispiel-ag.example',
    dsb_telefon: '+49 89 4520139',
    aufsichtsbehoerde: 'Bayerisches Landesamt für Datenschutzaufsicht (BayLDA), Promenade 18, 91522 Ansbach',
  },
  Vorlagen: {
    name: 'Vorlagen',
    strasse_hausnummer: 'Musterstraße 1',
    plz: '10115',
    ort: 'Berlin',
    land: 'Deutschland',
    telefon: '',
    email: 'vorlagen@vws.example',
    website: '',
    handelsregister: '',
    geschaeftsfuehrung: '',
    verantwortlicher_name: '',
    verantwortlicher_email: '',
    dsb_name: '',
    dsb_firma: '',
    dsb_email: '',
    dsb_telefon: '',
    aufsichtsbehoerde: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit, Alt-Moabit 59–61, 10555 Berlin',
  },
};

const SEED_EDITORS = ['dsb@example.com', 'meta@example.com'];

/** Fills the master data of a demo customer; other customers start with only their name. */
export async function seedCustomerTenant(ctx: TenantSeedContext<CustomerTables>): Promise<void> {
  const fields = DEMO_MASTER_DATA[ctx.customerName];
  if (!fields) return;
  const editor = SEED_EDITORS.map((email) => ctx.users[email]).find(Boolean) ?? '';
  await saveMasterData(ctx.db, { ...fields, ...NO_REPRESENTATIVE, oeffentliche_stelle: false }, { version: 0, forceUpdate: true, editor });
}
