import { MASTER_DATA_FIELDS } from '@vws/shared/contract/customer';
import { column, sheetText } from '../../../platform/kit/export-sheet';
import type { ExportLanguage, ExportSheet } from '../../../platform/module-hooks';
import { hasText, text } from '../../../platform/texts';
import { FREITEXT_KEYS, type CoreTables } from '../../../platform/kit/freitext';
import type { DataExportTables } from './data-export.store';
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

/** A role's name in the export's language (common:roles.*); a role without a text keeps its stored name. */
export const roleName = (name: string, language: ExportLanguage) => (hasText(`common:roles.${name}`) ? text(language, `common:roles.${name}`) : name);
const timestamp = (value: Date | string | null | undefined): Date | null => (value ? new Date(value) : null);

/** One row per field: the master data read as a form. */
export const masterDataSheet: ExportSheet<CustomerTables> = {
  name: sheetText('customer:masterData.title'),
  columns: [column('field', 'common:history.field', 32), column('value', 'server:export.columns.value', 60)],
  covers: { customer_stammdaten: [...MASTER_DATA_FIELDS, 'Version', 'Bearbeitungsdatum', 'Bearbeiter_User_Uid'] },
  async *rows({ db, customer, language, userName }) {
    const row = await db.selectFrom('customer_stammdaten').selectAll().executeTakeFirst();
    for (const key of MASTER_DATA_FIELDS) {
      yield { field: fieldLabel(key, language), value: row ? row[key] : key === 'name' ? customer.name : key === 'oeffentliche_stelle' ? false : '' };
    }
    yield { field: text(language, 'server:export.columns.version'), value: row?.Version ?? 0 };
    yield { field: text(language, 'server:export.columns.editedOn'), value: timestamp(row?.Bearbeitungsdatum) };
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
      for (; i < rows.length && rows[i]!.user_uid === user.user_uid; i++) roles.push(roleName(rows[i]!.name, language));
      yield {
        lastname: user.lastname,
        firstname: user.firstname,
        email: user.email,
        active: user.is_active,
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
  async *rows({ db, language }) {
    const rows = await db
      .selectFrom('meta.roles as r')
      .leftJoin('meta.role_permissions as rp', 'rp.role_id', 'r.id')
      .select(['r.name', 'rp.permission'])
      .orderBy('r.id')
      .orderBy('rp.permission')
      .execute();
    for (const row of rows) yield { role: roleName(row.name, language), permission: row.permission ?? '' };
  },
};

/** Invitations not yet accepted: who, with which role, by whom, since when and until when. */
export const invitationsSheet: ExportSheet<MetaDatabase> = {
  name: sheetText('server:export.sheets.invitations'),
  source: 'meta',
  columns: [
    column('email', 'customer:users.fields.email', 32),
    column('lastname', 'customer:users.fields.lastname'),
    column('firstname', 'customer:users.fields.firstname'),
    column('role', 'customer:users.role'),
    column('invitedBy', 'server:export.columns.invitedBy', 24),
    column('invitedOn', 'server:export.columns.invitedOn'),
    column('expiresOn', 'server:export.columns.expiresOn'),
  ],
  async *rows({ db, customer, language, userName }) {
    const rows = await db
      .selectFrom('meta.invitations as i')
      .leftJoin('meta.roles as r', 'r.id', 'i.role_id')
      .select(['i.email', 'i.lastname', 'i.firstname', 'r.name as role', 'i.invited_by', 'i.created_at', 'i.expires_at'])
      .where('i.customer_uid', '=', customer.customerUid)
      .where('i.accepted_at', 'is', null)
      .orderBy('i.created_at')
      .execute();
    for (const row of rows) {
      yield {
        email: row.email,
        lastname: row.lastname,
        firstname: row.firstname,
        role: row.role ? roleName(row.role, language) : '',
        invitedBy: userName(row.invited_by),
        invitedOn: timestamp(row.created_at),
        expiresOn: timestamp(row.expires_at),
      };
    }
  },
};

/** The current free texts of the list reports (their history is in the change history). */
export const freeTextsSheet: ExportSheet<CoreTables> = {
  name: sheetText('server:export.sheets.freeTexts'),
  columns: [
    column('report', 'server:export.columns.report', 30),
    column('text', 'server:export.columns.text', 80),
    column('editedOn', 'server:export.columns.editedOn'),
    column('editedBy', 'server:export.columns.editedBy'),
  ],
  covers: { core_freitext: ['key', 'Wert', 'Bearbeitungsdatum', 'Bearbeiter_User_Uid'] },
  async *rows({ db, language, userName }) {
    const rows = await db.selectFrom('core_freitext').selectAll().execute();
    const order = (key: string) => FREITEXT_KEYS.indexOf(key as (typeof FREITEXT_KEYS)[number]);
    for (const row of rows.sort((a, b) => order(a.key) - order(b.key))) {
      const name = `server:export.freeTexts.${row.key}`;
      yield {
        report: hasText(name) ? text(language, name) : row.key,
        text: row.Wert,
        editedOn: timestamp(row.Bearbeitungsdatum),
        editedBy: userName(row.Bearbeiter_User_Uid),
      };
    }
  },
};

/** Who exported the customer's data when, in which language (the export page shows the last). */
export const dataExportsSheet: ExportSheet<DataExportTables> = {
  name: sheetText('server:export.sheets.dataExports'),
  columns: [
    column('exportedOn', 'server:export.columns.exportedOn'),
    column('by', 'server:export.columns.user', 24),
    column('language', 'server:export.columns.language', 10),
  ],
  covers: { customer_data_exports: ['Exportdatum', 'Bearbeiter_User_Uid', 'language'] },
  async *rows({ db, userName }) {
    const rows = await db.selectFrom('customer_data_exports').select(['ID', 'Exportdatum', 'Bearbeiter_User_Uid', 'language']).orderBy('ID').execute();
    for (const row of rows) yield { exportedOn: timestamp(row.Exportdatum), by: userName(row.Bearbeiter_User_Uid), language: row.language };
  },
};

export const customerExportSheets = [masterDataSheet, usersSheet, rolesSheet, invitationsSheet, freeTextsSheet, dataExportsSheet];
