import type { MailMessage } from './mailer';

/** The recipient's language is unknown before sign-in: every message carries German first, then English. */
function bilingual(de: string, en: string): string {
  return `${de}\n\n---------- English ----------\n\n${en}`;
}

export function passwordResetMail(to: string, link: string, validMinutes: number): MailMessage {
  return {
    to,
    link,
    subject: 'Passwort zurücksetzen / Reset your password',
    text: bilingual(
      `Guten Tag,\n\nfür Ihr Konto im VWS-Datenschutzportal wurde ein neues Passwort angefordert.\n` +
        `Über den folgenden Link können Sie innerhalb von ${validMinutes} Minuten ein neues Passwort festlegen:\n\n${link}\n\n` +
        `Wenn Sie kein neues Passwort angefordert haben, können Sie diese Nachricht ignorieren.`,
      `Hello,\n\na new password was requested for your account at the VWS privacy portal.\n` +
        `Use the following link within ${validMinutes} minutes to set a new password:\n\n${link}\n\n` +
        `If you did not request a new password, you can ignore this message.`,
    ),
  };
}

export function invitationMail(to: string, link: string, customerName: string): MailMessage {
  return {
    to,
    link,
    subject: `Einladung zu ${customerName} / Invitation to ${customerName}`,
    text: bilingual(
      `Guten Tag,\n\nSie wurden in das VWS-Datenschutzportal für „${customerName}“ eingeladen.\n` +
        `Über den folgenden Link nehmen Sie die Einladung an:\n\n${link}`,
      `Hello,\n\nyou have been invited to the VWS privacy portal for "${customerName}".\n` +
        `Use the following link to accept the invitation:\n\n${link}`,
    ),
  };
}

export function welcomeMail(to: string, link: string): MailMessage {
  return {
    to,
    link,
    subject: 'Willkommen im VWS-Datenschutzportal / Welcome to the VWS privacy portal',
    text: bilingual(
      `Guten Tag,\n\nfür Sie wurde ein Konto im VWS-Datenschutzportal angelegt.\n` +
        `Über den folgenden Link legen Sie Ihr Passwort fest:\n\n${link}`,
      `Hello,\n\nan account has been created for you at the VWS privacy portal.\n` +
        `Use the following link to set your password:\n\n${link}`,
    ),
  };
}
