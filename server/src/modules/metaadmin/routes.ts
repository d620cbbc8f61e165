import type { FastifyPluginAsync } from 'fastify';
import { adminCustomerRoutes } from './admin/customers.routes';
import { adminRolesInvitationsRoutes } from './admin/roles-invitations.routes';
import { adminUserRoutes } from './admin/users.routes';
import { customerRoutes } from './customers.routes';
import { migrateRoutes } from './migrate.routes';
import { passwordRoutes } from './password.routes';
import { roleRoutes } from './roles.routes';
import { sessionsRoutes } from './sessions.routes';
import { translationRoutes } from './translations.routes';
import { userProfileRoutes } from './userprofile.routes';

export const metaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(customerRoutes);
  await app.register(userProfileRoutes);
  await app.register(passwordRoutes);
  await app.register(sessionsRoutes);
  await app.register(roleRoutes);
  await app.register(translationRoutes);
  await app.register(migrateRoutes);
  await app.register(adminCustomerRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminRolesInvitationsRoutes);
};
