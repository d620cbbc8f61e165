import type { FastifyPluginAsync } from 'fastify';
import { masterDataRoutes } from './master-data.routes';
import { usersReadRoutes } from './users/users-read.routes';

/** Every route of the customer area. */
export const customerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(masterDataRoutes);
  await app.register(usersReadRoutes);
};
