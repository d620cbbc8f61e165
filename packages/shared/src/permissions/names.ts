/** Every permission name of spec §6, as the server and the client spell it. */
export const CUSTOMER_PERMISSIONS = [
  'VWS_Select',
  'VWS_User_ManageRoles',
  'VWS_MasterData_Edit',
  'VWS_Data_Export',
  'VWS_Audit_Module_Access',
  'VWS_AuditFragen_View',
  'VWS_AuditFragen_Edit',
  'VWS_AuditFragen_Referenzen_Edit',
  'VWS_AuditFragen_Report_Edit',
  'VWS_VVT_Module_Access',
  'VWS_VVTProzesse_View',
  'VWS_VVTProzesse_Edit',
  'VWS_VVTProzesse_Add',
  'VWS_VVTProzesse_Delete',
  'VWS_VVTProzesse_Edit_Assigned',
  'VWS_VVTProzesse_AssignableToProcesses',
  'VWS_VVTProzesse_WriteProtectedFields',
  'VWS_VVTProzesse_View_Assigned',
  'VWS_VVTProzesse_Mappings_Edit',
  'VWS_VVTProzesse_UserAssignments_Edit',
  'VWS_VVT_Report_Edit',
  'VWS_Datenweitergaben_Module_Access',
  'VWS_Datenweitergaben_View',
  'VWS_Datenweitergaben_Edit',
  'VWS_Vorfaelle_Module_Access',
  'VWS_Vorfaelle_View',
  'VWS_Vorfaelle_Edit',
  'VWS_Betroffenenanfragen_Module_Access',
  'VWS_Betroffenenanfragen_View',
  'VWS_Betroffenenanfragen_Edit',
] as const;

export const META_PERMISSIONS = [
  'META_Admin_Module_Access',
  'META_VWS_Create',
  'META_Migrate_Databases',
  'META_Manage_Users',
  'META_VWS_Import_Content',
] as const;

export const USER_DENY_FLAGS = ['USER_DENY_Profile_Edit', 'USER_DENY_Password_Edit', 'USER_DENY_Password_Reset'] as const;

export const COMPUTED_PERMISSIONS = [
  'computed_isDefaultAssigneeOfUnassignedProcesses',
  'computed_canViewAllOrAssignedProcesses',
  'computed_canInviteUsers',
] as const;

/** The spec also spells META_Admin_Module_Access as META_Admin-Module_Access; both mean the same grant. */
export const PERMISSION_ALIASES: Record<string, Permission> = {
  'META_Admin-Module_Access': 'META_Admin_Module_Access',
};

export type CustomerPermission = (typeof CUSTOMER_PERMISSIONS)[number];
export type MetaPermission = (typeof META_PERMISSIONS)[number];
export type UserDenyFlag = (typeof USER_DENY_FLAGS)[number];
export type ComputedPermission = (typeof COMPUTED_PERMISSIONS)[number];
export type ProfilePermission = MetaPermission | UserDenyFlag;
export type Permission = CustomerPermission | ProfilePermission | ComputedPermission;
