import { hasPermission, withComputedPermissions } from './computed';
import { CUSTOMER_PERMISSIONS } from './names';
import { PERMISSION_MATRIX, permissionsOfRole, ROLE_NAMES } from './roles';

describe('permission matrix', () => {
  it('assigns every customer permission to at least one role, and VWS_Select to every role', () => {
    for (const permission of CUSTOMER_PERMISSIONS) {
      expect(PERMISSION_MATRIX[permission].length).toBeGreaterThan(0);
    }
    expect([...PERMISSION_MATRIX.VWS_Select].sort()).toEqual([...ROLE_NAMES].sort());
  });

  it('derives the grants of a role from the matrix rows', () => {
    expect(permissionsOfRole('Mitglied')).toEqual(['VWS_Select']);
    expect(permissionsOfRole('PO')).toContain('VWS_VVTProzesse_View_Assigned');
    expect(permissionsOfRole('PO')).not.toContain('VWS_AuditFragen_View');
    expect(permissionsOfRole('Leser')).toContain('VWS_AuditFragen_View');
    expect(permissionsOfRole('Leser')).not.toContain('VWS_AuditFragen_Edit');
  });
});

describe('computed permissions', () => {
  it('lets a user with assigned-only view see processes', () => {
    expect(withComputedPermissions(['VWS_VVTProzesse_View_Assigned'])).toContain('computed_canViewAllOrAssignedProcesses');
    expect(withComputedPermissions(['VWS_Select'])).not.toContain('computed_canViewAllOrAssignedProcesses');
  });

  it('makes the DSB the default assignee of unassigned processes, not the PO', () => {
    expect(withComputedPermissions(permissionsOfRole('DSB'))).toContain('computed_isDefaultAssigneeOfUnassignedProcesses');
    expect(withComputedPermissions(permissionsOfRole('PO'))).not.toContain('computed_isDefaultAssigneeOfUnassignedProcesses');
  });

  it('lets role managers invite users', () => {
    expect(withComputedPermissions(permissionsOfRole('Kundenadmin'))).toContain('computed_canInviteUsers');
    expect(withComputedPermissions(permissionsOfRole('Bearbeiter'))).not.toContain('computed_canInviteUsers');
  });

  it('normalises the alternative spelling META_Admin-Module_Access', () => {
    expect(withComputedPermissions(['META_Admin-Module_Access'])).toEqual(['META_Admin_Module_Access']);
  });
});

describe('hasPermission', () => {
  it('passes when either the customer or the profile grants it', () => {
    expect(hasPermission({ customer: ['VWS_Select'], profile: [] }, 'VWS_Select')).toBe(true);
    expect(hasPermission({ customer: [], profile: ['META_VWS_Import_Content'] }, 'META_VWS_Import_Content')).toBe(true);
    expect(hasPermission({ customer: ['VWS_Select'], profile: [] }, 'VWS_Data_Export')).toBe(false);
  });

  it('treats a list as any-of', () => {
    const granted = { customer: ['VWS_VVTProzesse_View_Assigned'], profile: [] };
    expect(hasPermission(granted, ['VWS_VVTProzesse_View', 'VWS_VVTProzesse_View_Assigned'])).toBe(true);
    expect(hasPermission(granted, ['VWS_VVTProzesse_View'])).toBe(false);
  });
});
