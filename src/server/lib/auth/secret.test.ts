import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readOrCreateSecret } from '#server/lib/auth/secret';

const dataDir = mkdtempSync(path.join(tmpdir(), 'infludesk-secret-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('readOrCreateSecret', () => {
  it('generates the secret on first start, keeps it in DATA_DIR, readable by the owner only', () => {
    const first = readOrCreateSecret(dataDir);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(readOrCreateSecret(dataDir)).toBe(first);
    const file = path.join(dataDir, 'secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
