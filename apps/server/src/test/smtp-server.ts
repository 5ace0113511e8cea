import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export type TestSmtp = {
  /** `smtp://127.0.0.1:<port>`, once started. */
  url: string;
  /** Every message the server accepted, parsed, in order. */
  received: ParsedMail[];
  /** While true the server answers every recipient with a temporary failure (451). */
  refusing: boolean;
  /** Waits until `count` messages matching `match` arrived (default: 10 s). */
  waitFor(match: (mail: ParsedMail) => boolean, count?: number): Promise<ParsedMail[]>;
};

/**
 * A real SMTP server on a free port for one test file (docs/product.md §16.1: tests receive mail
 * as a mail server would). Register it before `useTestContext`, whose settings read
 * `url` when the app starts.
 */
export function useTestSmtp(): TestSmtp {
  let server: SMTPServer | undefined;
  const smtp: TestSmtp = {
    url: '',
    received: [],
    refusing: false,
    async waitFor(match, count = 1) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = smtp.received.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline)
          throw new Error(
            `expected ${count} matching messages; received: ${smtp.received.map((m) => m.subject).join(' | ')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (!smtp.refusing) return callback();
        const refusal = Object.assign(new Error('try again later'), { responseCode: 451 });
        callback(refusal);
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            smtp.received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    smtp.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return smtp;
}

/** Matches a message to `address` (for `waitFor` and filters). */
export const sentTo = (address: string) => (mail: ParsedMail) =>
  Boolean(mail.to && 'value' in mail.to && mail.to.value[0]?.address === address);

/** The app's mail settings for sending to `smtp` (give them to `useTestContext`). */
export const mailTo = (smtp: TestSmtp) => ({
  get mail() {
    return { smtpUrl: smtp.url, from: 'portal@mail.example.com' };
  },
});

/** The first link in a message's text part that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const found = (mail.text ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link ${prefix}… in: ${mail.text}`);
  return found;
}
