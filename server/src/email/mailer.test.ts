import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createMailer } from './mailer';
import { passwordResetMail } from './templates';

it('writes each message as .eml into <data>/outbox when no SMTP_URL is set', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vws-mail-'));
  try {
    const mailer = createMailer({ dataDir, log: pino({ level: 'silent' }) });
    await mailer.send(passwordResetMail('dsb@example.com', 'http://localhost:8080/resetpassword?email=dsb%40example.com&token=abc', 60));
    const files = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toMatch(/^To: dsb@example\.com$/m);
    expect(eml).toContain('Subject:');
    // Quoted-printable may wrap the link; the decoded text has it whole.
    expect(eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('resetpassword?email=dsb%40example.com&token=abc');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
