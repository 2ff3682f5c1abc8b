import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '#server/lib/logger';
import { createMailer } from '#server/lib/mail';
import { linkExpiry } from '#server/lib/private-links/link-expiry';
import {
  hashLinkToken,
  isLinkAuthorization,
  isLinkTokenShape,
  newLinkToken,
  readLinkToken,
} from '#server/lib/private-links/link-tokens';
import { linkStatus } from '#server/lib/private-links/private-links';

describe('link tokens', () => {
  it('are 256 random bits in base64url, never twice the same', () => {
    const tokens = Array.from({ length: 200 }, newLinkToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      expect(isLinkTokenShape(token)).toBe(true);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('are kept as their SHA-256 in hex, which does not contain them', () => {
    const token = newLinkToken();
    const hash = hashLinkToken(token);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
  });

  it('are read from `Authorization: Link <token>` only', () => {
    const token = newLinkToken();
    expect(readLinkToken(`Link ${token}`)).toBe(token);
    expect(readLinkToken(`link  ${token} `)).toBe(token);
    expect(readLinkToken(`Bearer ${token}`)).toBeNull();
    expect(readLinkToken(undefined)).toBeNull();
    expect(readLinkToken(`Linked ${token}`)).toBeNull();
    expect(isLinkAuthorization(`LINK ${token}`)).toBe(true);
    expect(isLinkAuthorization('Basic abc')).toBe(false);
    expect(isLinkTokenShape(`${token}x`)).toBe(false);
    expect(isLinkTokenShape("' or 1=1 --")).toBe(false);
  });
});

describe('link expiry', () => {
  const now = new Date('2026-11-27T10:00:00Z');

  it('ends with the 30th day after the last planned publication', () => {
    expect(linkExpiry('2027-01-10', now).toISOString()).toBe('2027-02-10T00:00:00.000Z');
  });

  it('is 30 days from now with no date planned, or one long past', () => {
    const in30Days = '2026-12-27T10:00:00.000Z';
    expect(linkExpiry(null, now).toISOString()).toBe(in30Days);
    expect(linkExpiry('2026-06-01', now).toISOString()).toBe(in30Days);
  });
});

describe('link status', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const later = new Date('2026-12-01T00:00:00Z');

  it('is revoked, then expired, else live', () => {
    expect(linkStatus({ revokedAt: null, expiresAt: later }, now)).toBe('live');
    expect(linkStatus({ revokedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(linkStatus({ revokedAt: now, expiresAt: later }, now)).toBe('revoked');
  });
});

describe('a mailed link in the outbox', () => {
  it('is written to the .eml whole, and logged without its token', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'infludesk-link-mail-'));
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    try {
      const mailer = createMailer(
        { smtpUrl: undefined, mailFrom: 'Infludesk <noreply@example.fr>', dataDir },
        createLogger(destination, 'info'),
      );
      const token = newLinkToken();
      const url = `http://localhost:3000/lien/createur#${token}`;
      await mailer.send({
        to: 'lea@example.fr',
        subject: 'Lien',
        text: `Ouvrez ${url}\n`,
        link: url,
      });
      const [file] = readdirSync(path.join(dataDir, 'outbox'));
      const eml = readFileSync(path.join(dataDir, 'outbox', file!), 'utf8');
      // Quoted-printable: long lines are cut by soft breaks.
      expect(eml.replace(/=\r?\n/g, '')).toContain(token);
      expect(lines.join('')).toContain('/lien/createur');
      expect(lines.join('')).not.toContain(token);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
