import nodemailer from 'nodemailer';
import type { OutboxRow } from './outbox.repo.ts';

/** Sends one message of the outbox; throws when the SMTP server refuses or does not answer. */
export type MailTransport = {
  send(message: OutboxRow): Promise<void>;
  close(): void;
};

/** How long a send waits for the SMTP server at each step before it counts as failed. */
export type SmtpTimeouts = { connectMs: number; socketMs: number };

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectMs: 10_000, socketMs: 30_000 };

/**
 * The SMTP transport of `SMTP_URL` (`smtp://user:password@host:587`, STARTTLS when the
 * server offers it; `smtps://` for TLS from the start) sending as `from` under each
 * site's name. The message id comes from the outbox key, so a message sent again after
 * a lost reply carries the same id and a mail system can tell it is the same one.
 */
export function createSmtpTransport(
  smtpUrl: string,
  from: string,
  timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS,
): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? {
          auth: {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
        }
      : {}),
    connectionTimeout: timeouts.connectMs,
    greetingTimeout: timeouts.connectMs,
    socketTimeout: timeouts.socketMs,
  });
  const domain = from.split('@')[1] ?? 'localhost';
  return {
    async send(message) {
      await transporter.sendMail({
        from: { name: message.fromName, address: from },
        to: message.toAddress,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'Content-Language': message.locale, ...message.headers },
        messageId: `<${message.siteId}.${hashKey(message.key)}@${domain}>`,
      });
    },
    close: () => transporter.close(),
  };
}

/** The key in a form a Message-ID may carry (letters, digits and a few marks). */
function hashKey(key: string): string {
  return Buffer.from(key).toString('base64url');
}
