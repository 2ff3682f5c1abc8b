import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decode } from 'libqp';
import { expect } from '@playwright/test';

// Without SMTP_URL the server writes each mail to DATA_DIR/outbox as an .eml (scripts/e2e.ts
// gives it E2E_DATA_DIR, and the model's server E2E_MODEL_DATA_DIR): the journeys read their
// links there, as a user reads a mailbox. Every address is new, so both are read.
const outboxes = () =>
  [
    process.env.E2E_DATA_DIR ?? '.e2e-data',
    process.env.E2E_MODEL_DATA_DIR ?? '.e2e-model-data',
  ].map((dataDir) => path.join(dataDir, 'outbox'));

function readOutbox(folder: string) {
  try {
    return readdirSync(folder)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => ({ file, path: path.join(folder, file) }));
  } catch {
    return [];
  }
}

// Mail bodies are quoted-printable: nodemailer's own codec reads them back.
const decodeQuotedPrintable = (raw: string) => decode(raw).toString('utf8');

type LinkKind = 'verify-email' | 'reset-password' | 'confirm-sign-up' | 'unlock-device';

/** The mails to this address, oldest first, decoded. */
function findMails(to: string) {
  const files = outboxes().flatMap(readOutbox);
  files.sort((a, b) => a.file.localeCompare(b.file));
  return files.flatMap((file) => {
    const mail = decodeQuotedPrintable(readFileSync(file.path, 'utf8'));
    // A long address may be folded onto the next header line.
    return new RegExp(`^To:\\s+${to.replace(/[.+]/g, '\\$&')}\\r?$`, 'mi').test(mail) ? [mail] : [];
  });
}

function findLinks(to: string, kind: LinkKind) {
  const pattern = new RegExp(`https?://\\S+/${kind}\\?token=[\\w-]+`);
  return findMails(to).flatMap((mail) => {
    const link = pattern.exec(mail)?.[0];
    return link ? [link] : [];
  });
}

/** Waits for a mail to this address whose text holds `text`; returns that mail, decoded. */
export async function waitForMailWith(to: string, text: string) {
  const find = () => findMails(to).find((mail) => mail.includes(text));
  await expect.poll(() => Boolean(find()), { timeout: 10_000 }).toBe(true);
  return find()!;
}

/** Waits for the count-th mail of this kind to this address (mails are sent in the background). */
export async function waitForMailLink(to: string, kind: LinkKind, count = 1) {
  await expect
    .poll(() => findLinks(to, kind).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
  return findLinks(to, kind)[count - 1]!;
}
