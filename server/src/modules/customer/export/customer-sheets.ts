import { MASTER_DATA_FIELDS } from '@vws/shared/contract/customer';
import { column, flagText, sheetText } from '../../../platform/kit/export-sheet';
import type { ExportLanguage, ExportSheet } from '../../../platform/module-hooks';
import { text } from '../../../platform/texts';
import type { MetaDatabase } from '../../../db/schema';
import type { CustomerTables } from '../master-data.store';

/**
 * The master data fields as the master-data screen labels them (`customer:masterData.fields.*`).
 * The controller's and the DPO's fields are labelled within their section there ("Name",
 * "E-Mail"): here the section's short name comes first, from the dashboard's cards.
 */
const SECTION_OF: Partial<Record<(typeof MASTER_DATA_FIELDS)[number], string>> = {
  verantwortlicher_name: 'customer:dashboard.controllerCard',
  verantwortlicher_email: 'customer:dashboard.controllerCard',
  dsb_name: 'customer:dashboard.dsbCard',
  dsb_firma: 'customer:dashboard.dsbCard',
  dsb_email: 'customer:dashboard.dsbCard',
  dsb_telefon: 'customer:dashboard.dsbCard',
};
function fieldLabel(key: (typeof MASTER_DATA_FIELDS)[number], language: ExportLanguage): string {
  const label = text(language, `customer:masterData.fields.${key}`);
  const section = SECTION_OF[key];
  return section ? text(language, 'server:export.columns.sectionField', { section: text(language, section), field: label }) : label;
}

const YES_NO = { yes: 'common:actions.yes', no: 'common:actions.no' };

/** One row per field: the master data read as a form. */
export const masterDataSheet: ExportSheet<CustomerTables> = {
  name: sheetText('customer:masterData.title'),
  columns: [column('field', 'common:history.field', 32), column('value', 'server:export.columns.value', 60)],
  async *rows({ db, customer, language, userName }) {
    const row = await db.selectFrom('customer_stammdaten').selectAll().executeTakeFirst();
    for (const key of MASTER_DATA_FIELDS) {
      yield { field: fieldLabel(key, language), value: row ? row[key] : key === 'name' ? customer.name : key === 'oeffentliche_stelle' ? false : '' };
    }
    yield { field: text(language, 'server:export.columns.editedOn'), value: row?.Bearbeitungsdatum ?? null };
    yield { field: text(language, 'server:export.columns.editedBy'), value: userName(row?.Bearbeiter_User_Uid) };
  },
};

/** The customer's users with their roles; no secrets (no password hash, no tokens). */
export const usersSheet: ExportSheet<MetaDatabase> = {
  name: sheetText('customer:users.tabUsers'),
  source: 'meta',
  columns: [
    column('lastname', 'customer:users.fields.lastname'),
    column('firstname', 'customer:users.fields.firstname'),
    column('email', 'customer:users.fields.email', 32),
    column('active', 'server:export.columns.active', 8),
    column('roles', 'customer:users.roles', 40),
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
    for (let i = 0; i < rows.length;) {
      const user = rows[i]!;
      const roles: string[] = [];
      for (; i < rows.length && rows[i]!.user_uid === user.user_uid; i++) roles.push(rows[i]!.name);
      yield {
        lastname: user.lastname,
        firstname: user.firstname,
        email: user.email,
        active: flagText(language, user.is_active, YES_NO),
        roles: roles.join(', '),
      };
    }
  },
};

/** Every role with the permissions it grants (spec §6). */
export const rolesSheet: ExportSheet<MetaDatabase> = {
  name: sheetText('customer:users.roles'),
  source: 'meta',
  columns: [column('role', 'customer:users.role'), column('permission', 'server:export.columns.permission', 44)],
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
