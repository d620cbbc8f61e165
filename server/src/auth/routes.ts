import type { FastifyPluginAsync } from 'fastify';
import { passwordResetRoutes } from './password-reset.routes';
import { sessionRoutes } from './session.routes';
import { signInRoutes } from './sign-in.routes';

/** The auth calls of spec §7 (AUTH_ENDPOINTS, paths /auth/...), mounted at /api. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(signInRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes);
};
