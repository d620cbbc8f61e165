import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  permissionsResponseSchema,
  updateProfileBodySchema,
  userProfileResponseSchema,
  type UserProfileData,
} from '@vws/shared/contract/meta';
import { HttpError, requireUser } from '../../platform/request-context';
import { readProfile, readProfilePermissions, updateProfileName } from './meta.store';
import { metaDbOf } from './meta-db';
import { deniedBy } from './profile-flags';

function found(profile: UserProfileData | undefined): UserProfileData {
  // The access token can outlive its user (deleted meanwhile).
  if (!profile) throw new HttpError(401, 'unauthorized', 'signInAgain');
  return profile;
}

/** The signed-in user's own profile: read, its profile permissions, change the name. */
export const userProfileRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = metaDbOf(app);

  app.get(
    '/meta/userprofile',
    {
      schema: {
        tags: ['profile'],
        summary: 'The profile of the signed-in user',
        response: { 200: userProfileResponseSchema },
      },
      config: { access: 'signedIn' },
    },
    async (request) => ({ userprofiledata: found(await readProfile(db, requireUser(request).userUid)) }),
  );

  app.get(
    '/meta/userprofile/permissions',
    {
      schema: {
        tags: ['profile'],
        summary: 'META_* grants and USER_DENY_* flags of the user profile',
        response: { 200: permissionsResponseSchema },
      },
      config: { access: 'signedIn' },
    },
    async (request) => ({ permissions: await readProfilePermissions(db, requireUser(request).userUid) }),
  );

  app.put(
    '/meta/userprofile/update-profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change first and last name (refused with USER_DENY_Profile_Edit)',
        body: updateProfileBodySchema,
        response: { 200: userProfileResponseSchema },
      },
      config: { access: 'signedIn' },
      preValidation: deniedBy(db, 'USER_DENY_Profile_Edit'),
    },
    async (request) => {
      const updated = await updateProfileName(db, requireUser(request).userUid, request.body.userprofile);
      return { userprofiledata: found(updated) };
    },
  );
};
