import { customerUidQuerySchema } from '@vws/shared/contract/meta';

/**
 * The route permissions of spec §6 (the platform adds VWS_VVT_Module_Access). Record-level rules
 * (assigned-only viewing and editing) are checked in queries/access.ts.
 */
export const VIEW = { access: { permission: ['VWS_VVTProzesse_View', 'VWS_VVTProzesse_View_Assigned'] } } as const;
export const EDIT = { access: { permission: ['VWS_VVTProzesse_Edit', 'VWS_VVTProzesse_Edit_Assigned'] } } as const;
export const ADD = { access: { permission: 'VWS_VVTProzesse_Add' } } as const;
export const DELETE = { access: { permission: 'VWS_VVTProzesse_Delete' } } as const;
export const MAPPINGS_EDIT = { access: { permission: 'VWS_VVTProzesse_Mappings_Edit' } } as const;
export const ASSIGNMENTS_EDIT = { access: { permission: 'VWS_VVTProzesse_UserAssignments_Edit' } } as const;

export const customerQuery = customerUidQuerySchema;
export const TAGS = ['vvt'];
