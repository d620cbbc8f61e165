import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (19 MiB, 2 iterations, 1 lane). Algorithm 2 = Argon2id (a const enum upstream). */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes the throw-away hash ahead, so the first unknown e-mail costs no more than later ones. */
export function warmUpPasswordCheck(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}

/**
 * Verifies against a throw-away hash so that an unknown e-mail costs the same time as a wrong
 * password (no user enumeration through timing).
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  await verifyPassword(await warmUpPasswordCheck(), password);
  return false;
}
