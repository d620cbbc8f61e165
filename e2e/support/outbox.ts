import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { currentServer } from './workers';

/**
 * The server (of this worker) writes every e-mail to <DATA_DIR>/outbox/*.eml when no SMTP_URL is set; the tests
 * read the links of reset and invitation mails from there.
 */
export function latestMailTo(email: string, since = 0): string | null {
  const dataDir = currentServer()?.dataDir ?? process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('no outbox: the server was not started by global-setup and E2E_DATA_DIR is not set');
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return null;
  const messages = readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => path.join(outbox, file))
    .filter((file) => statSync(file).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((file) =>
      readFileSync(file, 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '='),
    );
  return messages.find((message) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}\\s*$`, 'mi').test(message)) ?? null;
}

/** The first link in the newest mail to `email` (written at `since` or later) whose path is `pathname`. */
export function linkFromLatestMail(email: string, pathname: string, since = 0): string | null {
  const message = latestMailTo(email, since);
  const match = message?.match(new RegExp(`https?://[^\\s"<>]+${pathname}\\?[^\\s"<>]+`));
  return match ? match[0].replace(/&amp;/g, '&') : null;
}
