import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '#server/lib/config';
import { logger, type Logger } from '#server/lib/logger';
import { isDemoAddress } from '#shared/domain/demo-agency';

/**
 * One message of ours: plain text, and the one link it exists for; `headers` for the few that
 * need one (a notification's List-Unsubscribe, decision 0069).
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  link: string;
  headers?: Record<string, string>;
};
export type Mailer = { send(message: MailMessage): Promise<void> };

type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;

/**
 * SMTP when SMTP_URL is set. Otherwise every message is written to DATA_DIR/outbox as an .eml
 * file and its link is logged, so that a fresh install works with nothing to configure.
 */
export function createMailer(config: MailConfig, log: Logger = logger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send({ link: _link, ...message }) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send({ link, ...message }) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await mkdir(outbox, { recursive: true });
      // Time first: a listing in name order is the order of sending.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      const file = path.join(outbox, name);
      await writeFile(file, info.message as Buffer);
      // A private link's token is its fragment (decision 0050): the .eml keeps it, the log never.
      const logged = link.split('#')[0];
      log.info(
        { to: message.to, subject: message.subject, link: logged, file },
        'mail written to outbox',
      );
    },
  };
}

/**
 * A demo account's address is no mailbox (decision 0038): whatever is meant for it is dropped,
 * whichever feature sends it (the app wraps its mailer in this).
 */
export const skipDemoAddresses = (mailer: Mailer): Mailer => ({
  send: (message) => (isDemoAddress(message.to) ? Promise.resolve() : mailer.send(message)),
});

/**
 * Sends without making the request wait for (or fail with) the mail server; a failure is
 * logged. Also keeps "forgot password" equally fast for known and unknown addresses.
 */
export function sendInBackground(mailer: Mailer, message: MailMessage) {
  mailer.send(message).catch((error: unknown) => {
    logger.error({ err: error, subject: message.subject }, 'mail not sent');
  });
}
