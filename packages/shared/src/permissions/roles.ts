import type { CustomerPermission } from './names';

/**
 * The customer roles and what each grants (DESIGN.md §7). This is the one declarative source:
 * the server's permission checks, the seed and the tests all read it.
 */
export const ROLES = {
  Mitglied: { id: 1, name: 'Mitglied' },
  Leser: { id: 2, name: 'Leser' },
  PO: { id: 3, name: 'PO' },
  Bearbeiter: { id: 4, name: 'Bearbeiter' },
  DSB: { id: 5, name: 'DSB' },
  Kundenadmin: { id: 6, name: 'Kundenadmin' },
} as const;

export type RoleName = keyof typeof ROLES;
export const ROLE_NAMES = Object.keys(ROLES) as RoleName[];
export const MEMBER_ROLE_ID = ROLES.Mitglied.id;
export const PO_ROLE_ID = ROLES.PO.id;
export const DSB_ROLE_ID = ROLES.DSB.id;

const M = 'Mitglied',
  L = 'Leser',
  P = 'PO',
  B = 'Bearbeiter',
  D = 'DSB',
  K = 'Kundenadmin';

/** permission -> roles that grant it, row by row as in DESIGN.md §7. */
export const PERMISSION_MATRIX: Record<CustomerPermission, readonly RoleName[]> = {
  VWS_Select: [M, L, P, B, D, K],
  VWS_User_ManageRoles: [D, K],
  VWS_MasterData_Edit: [D, K],
  VWS_Data_Export: [D, K],
  VWS_Audit_Module_Access: [L, B, D],
  VWS_AuditFragen_View: [L, B, D],
  VWS_AuditFragen_Edit: [B, D],
  VWS_AuditFragen_Referenzen_Edit: [B, D],
  VWS_AuditFragen_Report_Edit: [B, D],
  VWS_VVT_Module_Access: [L, P, B, D],
  VWS_VVTProzesse_View: [L, B, D],
  VWS_VVTProzesse_View_Assigned: [P],
  VWS_VVTProzesse_Edit_Assigned: [P],
  VWS_VVTProzesse_Edit: [B, D],
  VWS_VVTProzesse_Add: [B, D],
  VWS_VVTProzesse_Delete: [B, D],
  VWS_VVTProzesse_Mappings_Edit: [B, D],
  VWS_VVTProzesse_AssignableToProcesses: [P, D],
  VWS_VVTProzesse_WriteProtectedFields: [D],
  VWS_VVTProzesse_UserAssignments_Edit: [D],
  VWS_VVT_Report_Edit: [D],
  VWS_Datenweitergaben_Module_Access: [L, B, D],
  VWS_Datenweitergaben_View: [L, B, D],
  VWS_Datenweitergaben_Edit: [B, D],
  VWS_Vorfaelle_Module_Access: [L, B, D],
  VWS_Vorfaelle_View: [L, B, D],
  VWS_Vorfaelle_Edit: [B, D],
  VWS_Betroffenenanfragen_Module_Access: [L, B, D],
  VWS_Betroffenenanfragen_View: [L, B, D],
  VWS_Betroffenenanfragen_Edit: [B, D],
};

/** The permissions one role grants, derived from the matrix. */
export function permissionsOfRole(role: RoleName): CustomerPermission[] {
  return (Object.keys(PERMISSION_MATRIX) as CustomerPermission[]).filter((p) => PERMISSION_MATRIX[p].includes(role));
}
