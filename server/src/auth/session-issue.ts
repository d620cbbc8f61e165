import type { FastifyInstance, FastifyReply } from 'fastify';
import { setSessionCookies } from './cookies';
import { signAccessToken } from './tokens';

/** Signs the access token of a session and sets both cookies. */
export async function issueSessionCookies(app: FastifyInstance, reply: FastifyReply, userUid: string, sessionId: string, refreshToken: string) {
  const { config, accessKey } = app.platform;
  const access = await signAccessToken(accessKey, { userUid, sessionId }, config.accessTokenMinutes);
  setSessionCookies(reply, config, access, refreshToken);
}
