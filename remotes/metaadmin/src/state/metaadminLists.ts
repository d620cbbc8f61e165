import { createListSlice } from '@vws/shared/core';

/** Paging and sorting of the meta administration's lists, kept in session storage through the shared list kit (spec §9). */
const noFilter = () => ({});
export const customersList = createListSlice('metaadminCustomersList', noFilter, { storeKey: 'metaadmin.customers' });
export const usersList = createListSlice('metaadminUsersList', noFilter, { storeKey: 'metaadmin.users' });
export const rolesList = createListSlice('metaadminRolesList', noFilter, { storeKey: 'metaadmin.roles' });
export const invitationsList = createListSlice('metaadminInvitationsList', noFilter, { storeKey: 'metaadmin.invitations' });
