import type { FastifyPluginAsync } from 'fastify';
import type { UserProfileData } from '@vws/shared/contract/meta';
import { META_ENDPOINTS } from '@vws/shared/contract/meta-endpoints';
import { contractRoute } from '../../platform/kit/contract-route';
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
export const userProfileRoutes: FastifyPluginAsync = async (app) => {
  const db = metaDbOf(app);

  contractRoute(app, META_ENDPOINTS.userProfile, async (request) => ({ userprofiledata: found(await readProfile(db, requireUser(request).userUid)) }));

  contractRoute(app, META_ENDPOINTS.userProfilePermissions, async (request) => ({
    permissions: await readProfilePermissions(db, requireUser(request).userUid),
  }));

  contractRoute(
    app,
    META_ENDPOINTS.updateProfile,
    async (request) => {
      const updated = await updateProfileName(db, requireUser(request).userUid, request.body.userprofile);
      return { userprofiledata: found(updated) };
    },
    { preValidation: deniedBy(db, 'USER_DENY_Profile_Edit') },
  );
};
