import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decode } from 'libqp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createMailer, type MailMessage } from '#server/lib/mail';
import type { Logger } from '#server/lib/logger';

// Mail bodies are quoted-printable: nodemailer's own codec reads them back.
const decodeBody = (raw: string) => decode(raw).toString('utf8');

const LINK =
  'http://localhost:3000/reset-password?token=AbC-dEf_0123456789abcdefghijklmnopqrstuvwxyzAB';
const message: MailMessage = {
  to: 'camille@example.fr',
  subject: 'Réinitialisation de votre mot de passe',
  text: `Bonjour Camille,\n\nOuvrez ce lien (valable une heure, à usage unique) :\n${LINK}\n`,
  link: LINK,
};

describe('mail over SMTP', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends through SMTP_URL from MAIL_FROM, and writes no outbox', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'infludesk-mail-'));
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailFrom: 'Infludesk <bonjour@agence.test>',
        dataDir,
      });
      await mailer.send(message);
      expect(received).toHaveLength(1);
      expect(received[0]!.from).toBe('bonjour@agence.test');
      expect(received[0]!.to).toEqual(['camille@example.fr']);
      expect(decodeBody(received[0]!.raw)).toContain(LINK);
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('mail without SMTP: the outbox', () => {
  it('writes each message to DATA_DIR/outbox as an .eml and logs its link', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'infludesk-mail-'));
    try {
      const info = vi.fn();
      const mailer = createMailer(
        { smtpUrl: undefined, mailFrom: 'Infludesk <no-reply@infludesk.local>', dataDir },
        { info } as unknown as Logger,
      );
      await mailer.send(message);
      await mailer.send({ ...message, to: 'dominique@example.fr' });
      const files = readdirSync(path.join(dataDir, 'outbox')).sort();
      expect(files).toHaveLength(2);
      expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
      const raw = readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8');
      expect(raw).toMatch(/^To: camille@example\.fr$/m);
      expect(raw).toMatch(/^Subject: /m);
      expect(decodeBody(raw)).toContain(LINK);
      expect(decodeBody(raw)).toContain('à usage unique');
      expect(info).toHaveBeenCalledWith(
        expect.objectContaining({ to: 'camille@example.fr', link: LINK }),
        'mail written to outbox',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
