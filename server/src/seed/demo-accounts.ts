import type { RoleName } from '@vws/shared/permissions';

export const DEMO_CUSTOMERS = ['Muster GmbH', 'Beispiel AG', 'Vorlagen'] as const;
export type DemoCustomer = (typeof DEMO_CUSTOMERS)[number];

export interface DemoAccount {
  email: string;
  firstname: string;
  lastname: string;
  /** What the account is for, printed on start. */
  purpose: string;
  /** Customer roles besides Mitglied, which every member holds. */
  memberships: Partial<Record<DemoCustomer, RoleName[]>>;
  profilePermissions?: string[];
}

/** The demo accounts of DESIGN.md §5; all share DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'meta@example.com',
    firstname: 'Martin',
    lastname: 'Becker',
    purpose: 'Meta-Administrator (alle META_*), DSB in allen Kunden',
    memberships: { 'Muster GmbH': ['DSB'], 'Beispiel AG': ['DSB'], Vorlagen: ['DSB'] },
    profilePermissions: ['META_Admin_Module_Access', 'META_VWS_Create', 'META_Migrate_Databases', 'META_Manage_Users', 'META_VWS_Import_Content'],
  },
  { email: 'dsb@example.com', firstname: 'Dana', lastname: 'Schulz', purpose: 'DSB in Muster GmbH', memberships: { 'Muster GmbH': ['DSB'] } },
  {
    email: 'po@example.com',
    firstname: 'Paul',
    lastname: 'Oswald',
    purpose: 'Prozessverantwortlicher (PO) in Muster GmbH',
    memberships: { 'Muster GmbH': ['PO'] },
  },
  {
    email: 'bearbeiter@example.com',
    firstname: 'Birgit',
    lastname: 'Albers',
    purpose: 'Bearbeiterin in Muster GmbH',
    memberships: { 'Muster GmbH': ['Bearbeiter'] },
  },
  { email: 'leser@example.com', firstname: 'Lena', lastname: 'Seidel', purpose: 'Leserin in Muster GmbH', memberships: { 'Muster GmbH': ['Leser'] } },
  {
    email: 'kundenadmin@example.com',
    firstname: 'Klaus',
    lastname: 'Adler',
    purpose: 'Kundenadministrator in Muster GmbH',
    memberships: { 'Muster GmbH': ['Kundenadmin'] },
  },
  {
    email: 'mitglied@example.com',
    firstname: 'Miriam',
    lastname: 'Lange',
    purpose: 'Mitglied (nur Auswahl) in Muster GmbH',
    memberships: { 'Muster GmbH': [] },
  },
  {
    email: 'multi@example.com',
    firstname: 'Moritz',
    lastname: 'Ulrich',
    purpose: 'DSB in Muster GmbH, Leser in Beispiel AG',
    memberships: { 'Muster GmbH': ['DSB'], 'Beispiel AG': ['Leser'] },
  },
];
