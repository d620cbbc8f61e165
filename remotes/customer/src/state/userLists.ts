import { createListSlice } from '@vws/shared/core';

/** Paging and sorting of the members and invitations lists, kept in session storage through the shared list kit (spec §9). */
const noFilter = () => ({});
export const membersList = createListSlice('customerMembersList', noFilter, { storeKey: 'customer.members' });
export const invitationsList = createListSlice('customerInvitationsList', noFilter, { storeKey: 'customer.invitations' });
