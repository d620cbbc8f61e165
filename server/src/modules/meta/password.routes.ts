import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponseSchema, updatePasswordBodySchema } from '@vws/shared/contract/meta';
import { HttpError } from '../../platform/request-context';
import { metaDbOf } from './meta-db';
import { endOtherSessions, isCommonPassword, setPassword, verifyCurrentPassword } from './password-auth';
import { refuseIfDenied } from './profile-flags';

/**
 * PUT /meta/userprofile/update-pw: needs the current password, applies the policy, and ends the
 * user's other sessions while this one stays signed in (DESIGN.md §6).
 */
export const passwordRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = metaDbOf(app);

  app.put(
    '/meta/userprofile/update-pw',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change the password (refused with USER_DENY_Password_Edit)',
        body: updatePasswordBodySchema,
        response: { 200: okResponseSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const userUid = request.authUser!.userUid;
      const { password_old, password_new } = request.body;
      await refuseIfDenied(db, request, 'USER_DENY_Password_Edit');
      if (!(await verifyCurrentPassword(db, userUid, password_old))) {
        request.log.warn({ userUid }, 'password change with a wrong current password');
        throw new HttpError(400, 'wrongPassword', 'The current password is wrong.');
      }
      if (isCommonPassword(password_new)) {
        throw new HttpError(400, 'validation', 'The new password is too common.', {
          fields: [{ path: 'password_new', message: 'passwordTooCommon' }],
        });
      }
      await setPassword(db, userUid, password_new);
      await endOtherSessions(db, userUid, request);
      request.log.info({ userUid }, 'password changed, other sessions ended');
      return { ok: true as const };
    },
  );
};
