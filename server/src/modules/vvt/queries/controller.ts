import { sql } from 'kysely';
import type { VerantwortlicherBlock } from '@vws/shared/contract/vvt';
import type { VvtDb } from '../tables';

interface StammdatenRow {
  name: string;
  strasse_hausnummer: string;
  plz: string;
  ort: string;
  land: string;
  telefon: string;
  email: string;
  geschaeftsfuehrung: string;
  verantwortlicher_name: string;
  verantwortlicher_email: string;
  vertreter_name: string;
  vertreter_anschrift: string;
  vertreter_email: string;
  vertreter_telefon: string;
  dsb_name: string;
  dsb_firma: string;
  dsb_email: string;
  dsb_telefon: string;
}

const join = (parts: readonly string[], separator: string) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(separator);

/**
 * Art. 30(1)(a) GDPR: the controller with address and contact, its representative in the Union
 * (Art. 27) and the DPO, from the customer's master data (the customer module's tenant table, read
 * as the VVT reads oeffentliche_stelle). A customer without master data: its name only.
 */
export async function loadVerantwortlicher(db: VvtDb, customerName: string): Promise<VerantwortlicherBlock> {
  const { rows } = await sql<StammdatenRow>`select * from customer_stammdaten order by "ID" limit 1`.execute(db);
  const m = rows[0];
  const empty = { name: '', anschrift: '', email: '', telefon: '' };
  if (!m)
    return {
      name: customerName,
      anschrift: '',
      telefon: '',
      email: '',
      geschaeftsfuehrung: '',
      ansprechpartner: '',
      ansprechpartner_email: '',
      vertreter: empty,
      dsb: { ...empty, firma: '' },
    };
  return {
    name: m.name || customerName,
    anschrift: join([m.strasse_hausnummer, join([m.plz, m.ort], ' '), m.land], ', '),
    telefon: m.telefon,
    email: m.email,
    geschaeftsfuehrung: m.geschaeftsfuehrung,
    ansprechpartner: m.verantwortlicher_name,
    ansprechpartner_email: m.verantwortlicher_email,
    vertreter: { name: m.vertreter_name, anschrift: m.vertreter_anschrift, email: m.vertreter_email, telefon: m.vertreter_telefon },
    dsb: { name: m.dsb_name, firma: m.dsb_firma, anschrift: '', email: m.dsb_email, telefon: m.dsb_telefon },
  };
}
