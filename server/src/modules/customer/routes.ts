import type { FastifyPluginAsync } from 'fastify';
import { dataExportRoutes } from './export/data-export.routes';
import { masterDataRoutes } from './master-data.routes';
import { customerEditRoutes } from './users/customer-edit.routes';
import { invitationRoutes } from './users/invitations.routes';
import { usersAddRoutes } from './users/users-add.routes';
import { usersReadRoutes } from './users/users-read.routes';
import { usersWriteRoutes } from './users/users-write.routes';

/** Every route of the customer area. */
export const customerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(masterDataRoutes);
  await app.register(usersReadRoutes);
  await app.register(usersWriteRoutes);
  await app.register(usersAddRoutes);
  await app.register(invitationRoutes);
  await app.register(customerEditRoutes);
  await app.register(dataExportRoutes);
};
