import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Logged when the message goes to the outbox, so a local user finds the link. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where messages are written when there is no SMTP server; undefined with SMTP. */
  outboxDir?: string;
}

const FROM = 'VWS Datenschutzportal <no-reply@vws.local>';

/**
 * SMTP_URL when set; otherwise each message is written as .eml into <dataDir>/outbox and its link
 * is logged, so invitations and password resets work on a developer machine.
 */
export function createMailer(options: { smtpUrl?: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  const { smtpUrl, dataDir, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: FROM, to: message.to, subject: message.subject, text: message.text, html: message.html });
        log.info({ to: message.to, subject: message.subject }, 'e-mail sent');
      },
    };
  }
  const outboxDir = path.join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from: FROM, to: message.to, subject: message.subject, text: message.text, html: message.html });
      fs.mkdirSync(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${crypto.randomBytes(3).toString('hex')}.eml`);
      fs.writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: message.to, subject: message.subject, file, link: message.link }, 'e-mail written to outbox (no SMTP_URL)');
    },
  };
}
