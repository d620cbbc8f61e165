import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TYPE = 'vws-access+jwt';
const AUDIENCE = 'vws-api';
const ISSUER = 'vws';

export interface AccessClaims {
  userUid: string;
  sessionId: string;
}

export function signingKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(key: Uint8Array, claims: AccessClaims, minutes: number): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TOKEN_TYPE })
    .setSubject(claims.userUid)
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${minutes}m`)
    .sign(key);
}

/** Checks signature, alg, typ, aud, iss and exp; undefined when any fails. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      issuer: ISSUER,
      typ: ACCESS_TOKEN_TYPE,
      requiredClaims: ['sub', 'exp', 'sid'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
    return { userUid: payload.sub, sessionId: payload.sid };
  } catch {
    return undefined;
  }
}

/** 256-bit opaque token for refresh, password reset and invitations. */
export function newOpaqueToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Only the hash of an opaque token is stored. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
