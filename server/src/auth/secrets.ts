import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  /** HS256 key for access tokens, base64url. */
  jwtSecret: string;
}

/**
 * Loads <dataDir>/secrets.json, generating it (mode 600) on first start. JWT_SECRET from the
 * environment wins, so several API processes behind a load balancer can share one key.
 */
export function loadSecrets(dataDir: string, jwtSecretFromEnv?: string): Secrets {
  if (jwtSecretFromEnv) return { jwtSecret: jwtSecretFromEnv };
  const file = path.join(dataDir, 'secrets.json');
  fs.mkdirSync(dataDir, { recursive: true });
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (typeof stored.jwtSecret === 'string' && stored.jwtSecret.length >= 32) return { jwtSecret: stored.jwtSecret };
  }
  const secrets: Secrets = { jwtSecret: crypto.randomBytes(32).toString('base64url') };
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
