import { MASTER_DATA_FIELDS } from '@vws/shared/contract/customer';
import type { Bilingual, ExportSheet } from '../../../platform/module-hooks';
import type { MetaDatabase } from '../../../db/schema';
import type { CustomerTables } from '../master-data.store';

/** Headers of the master data fields, as the master-data screen labels them. */
const MASTER_DATA_LABELS: Record<(typeof MASTER_DATA_FIELDS)[number], Bilingual> = {
  name: { de: 'Name', en: 'Name' },
  strasse_hausnummer: { de: 'Straße und Hausnummer', en: 'Street and number' },
  plz: { de: 'PLZ', en: 'Postcode' },
  ort: { de: 'Ort', en: 'City' },
  land: { de: 'Land', en: 'Country' },
  telefon: { de: 'Telefon', en: 'Phone' },
  email: { de: 'E-Mail', en: 'E-mail' },
  website: { de: 'Website', en: 'Website' },
  handelsregister: { de: 'Handelsregister', en: 'Commercial register' },
  geschaeftsfuehrung: { de: 'Geschäftsführung', en: 'Management' },
  verantwortlicher_name: { de: 'Verantwortlicher', en: 'Controller' },
  verantwortlicher_email: { de: 'E-Mail des Verantwortlichen', en: "Controller's e-mail" },
  dsb_name: { de: 'Datenschutzbeauftragte(r)', en: 'Data protection officer' },
  dsb_firma: { de: 'Firma des DSB', en: "DPO's company" },
  dsb_email: { de: 'E-Mail des DSB', en: "DPO's e-mail" },
  dsb_telefon: { de: 'Telefon des DSB', en: "DPO's phone" },
  aufsichtsbehoerde: { de: 'Aufsichtsbehörde', en: 'Supervisory authority' },
  oeffentliche_stelle: { de: 'Öffentliche Stelle', en: 'Public authority' },
};

const field = { key: 'field', header: { de: 'Feld', en: 'Field' }, width: 32 };
const value = { key: 'value', header: { de: 'Wert', en: 'Value' }, width: 60 };

/** One row per field: the master data read as a form. */
export const masterDataSheet: ExportSheet<CustomerTables> = {
  name: { de: 'Stammdaten', en: 'Master data' },
  columns: [field, value],
  async *rows({ db, customer, language, userName }) {
    const row = await db.selectFrom('customer_stammdaten').selectAll().executeTakeFirst();
    for (const key of MASTER_DATA_FIELDS) {
      yield { field: MASTER_DATA_LABELS[key][language], value: row ? row[key] : key === 'name' ? customer.name : key === 'oeffentliche_stelle' ? false : '' };
    }
    yield { field: language === 'de' ? 'Bearbeitet am' : 'Last edited', value: row?.Bearbeitungsdatum ?? null };
    yield { field: language === 'de' ? 'Bearbeitet von' : 'Edited by', value: userName(row?.Bearbeiter_User_Uid) };
  },
};

/** The customer's users with their roles; no secrets (no password hash, no tokens). */
export const usersSheet: ExportSheet<MetaDatabase> = {
  name: { de: 'Benutzer', en: 'Users' },
  source: 'meta',
  columns: [
    { key: 'lastname', header: { de: 'Nachname', en: 'Last name' } },
    { key: 'firstname', header: { de: 'Vorname', en: 'First name' } },
    { key: 'email', header: { de: 'E-Mail', en: 'E-mail' }, width: 32 },
    { key: 'active', header: { de: 'Aktiv', en: 'Active' }, width: 8 },
    { key: 'roles', header: { de: 'Rollen', en: 'Roles' }, width: 40 },
  ],
  async *rows({ db, customer, language }) {
    const rows = await db
      .selectFrom('meta.memberships as m')
      .innerJoin('meta.users as u', 'u.user_uid', 'm.user_uid')
      .innerJoin('meta.roles as r', 'r.id', 'm.role_id')
      .select(['u.user_uid', 'u.lastname', 'u.firstname', 'u.email', 'u.is_active', 'r.name'])
      .where('m.customer_uid', '=', customer.customerUid)
      .orderBy('u.lastname')
      .orderBy('u.firstname')
      .orderBy('u.user_uid')
      .orderBy('r.id')
      .execute();
    const yes = language === 'de' ? 'ja' : 'yes';
    const no = language === 'de' ? 'nein' : 'no';
    for (let i = 0; i < rows.length; ) {
      const user = rows[i]!;
      const roles: string[] = [];
      for (; i < rows.length && rows[i]!.user_uid === user.user_uid; i++) roles.push(rows[i]!.name);
      yield { lastname: user.lastname, firstname: user.firstname, email: user.email, active: user.is_active ? yes : no, roles: roles.join(', ') };
    }
  },
};

/** Every role with the permissions it grants (spec §6). */
export const rolesSheet: ExportSheet<MetaDatabase> = {
  name: { de: 'Rollen', en: 'Roles' },
  source: 'meta',
  columns: [
    { key: 'role', header: { de: 'Rolle', en: 'Role' } },
    { key: 'permission', header: { de: 'Berechtigung', en: 'Permission' }, width: 44 },
  ],
  async *rows({ db }) {
    const rows = await db
      .selectFrom('meta.roles as r')
      .leftJoin('meta.role_permissions as rp', 'rp.role_id', 'r.id')
      .select(['r.name', 'rp.permission'])
      .orderBy('r.id')
      .orderBy('rp.permission')
      .execute();
    for (const row of rows) yield { role: row.name, permission: row.permission ?? '' };
  },
};

export const customerExportSheets = [masterDataSheet, usersSheet, rolesSheet];
