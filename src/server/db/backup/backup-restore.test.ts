import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { createBackup } from '#server/db/backup/backup-files';
import { fingerprintTables, query, withClient } from '#server/db/backup/backup-testing';
import { restoreDump } from '#server/db/backup/restore-dump';
import type { DatabaseHandle } from '#server/db/client';
import { readConfig } from '#server/lib/config';
import { createRateLimiter } from '#server/middleware/rate-limit';
import {
  createAgent,
  createTestDatabase,
  createTestMailbox,
  registerMailbox,
  signUpUser,
} from '#server/testing/harness';
import { influencerBody } from '#server/testing/bodies';

// A table of awkward values, with a sequence: made on both sides (the target must know it).
const PROBE = `create table backup_probe (
  id serial primary key, label text, amount numeric(20, 6), amounts numeric[], ratio float8,
  at timestamptz, day date, doc jsonb, raw bytea, wait interval)`;
const PROBE_ROWS = `insert into backup_probe (label, amount, amounts, ratio, at, day, doc, raw, wait)
  values (E'tab\\there\\nnewline \\\\ back "quote" é 🎉', 1234567.000001, '{1.5,NULL,-2}',
    1.0 / 3, '2026-03-02 10:11:12.123456+01', '2024-02-29', '{"a": [1, "\\\\.", null]}',
    '\\x00ff0a', '1 day 02:03:04.5'),
  ('\\.', null, null, null, null, null, null, null, null)`;

const fingerprint = (url: string) => withClient(url, fingerprintTables);

async function fillThroughApi(source: DatabaseHandle) {
  const mailbox = createTestMailbox();
  const app = createApp({
    db: source.db,
    engine: source.engine,
    config: readConfig({}),
    limiter: createRateLimiter(source.db),
    mailer: mailbox.mailer,
  });
  registerMailbox(app, mailbox);
  for (const ip of ['198.51.100.71', '198.51.100.72']) {
    const agent = createAgent(app, ip);
    await signUpUser(agent);
    const post = async (route: string, body: unknown) => {
      const response = await agent.post(route, body);
      expect(response.status, JSON.stringify(response.json)).toBe(201);
      return response.json.id as string;
    };
    const clientId = await post('/api/clients', {
      brandName: 'Maison Lumière',
      sectorMain: 'fashion',
      notes: 'Salon en mars\navec « guillemets »',
      contacts: [{ name: 'Jeanne Roux', email: 'jeanne@exemple.fr', phone: '06 12 34 56 78' }],
    });
    const influencerId = await post(
      '/api/influencers',
      influencerBody('Léa Moreau', {
        platforms: [{ name: 'instagram', handle: '@lea.moreau', audience: 125000 }],
        rates: [{ type: 'reel_instagram', priceCents: 150050 }],
      }),
    );
    await post('/api/collaborations', {
      name: 'Été Radieux',
      type: 'collaboration_entrante',
      clientId,
      contactDate: '2026-03-02',
      signatureDate: '',
      manager: 'Camille Martin',
      influencers: [
        {
          influencerId,
          paidPercentage: 50,
          deliverables: [{ type: 'post_instagram', description: 'Un post', priceCents: 1500 }],
        },
      ],
    });
  }
}

describe.skipIf(process.env.TEST_ENGINE !== 'postgres')('backup and restore', () => {
  let source: DatabaseHandle;
  let target: DatabaseHandle;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'infludesk-backup-'));
    source = await createTestDatabase();
    target = await createTestDatabase();
    await fillThroughApi(source);
    await query(source.url!, PROBE);
    await query(source.url!, PROBE_ROWS);
    await query(target.url!, PROBE);
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives back every row of every table, and sequences continue after them', async () => {
    const backup = await createBackup({ url: source.url!, dataDir });
    expect(path.dirname(backup.file)).toBe(path.join(dataDir, 'backups'));
    expect(backup.header.migrations.lastTag).toMatch(/^\d{4}_/);

    const { loaded } = await restoreDump({ url: target.url!, file: backup.file });
    const before = await fingerprint(source.url!);
    expect(await fingerprint(target.url!)).toEqual(before);
    const filled = loaded.filter(({ rows }) => rows > 0).map(({ name }) => name);
    expect(filled).toEqual(
      expect.arrayContaining(['agencies', 'users', 'clients', 'client_contacts', 'deliverables']),
    );
    expect(filled).toEqual(expect.arrayContaining(['agency_row_counts', 'backup_probe']));

    const [next] = await query(
      target.url!,
      "insert into backup_probe (label) values ('next') returning id",
    );
    expect(next!.id).toBe(3);
  });

  it('refuses a target that already holds data, and a dump from newer code', async () => {
    const { file } = await createBackup({ url: source.url!, dataDir, now: new Date(0) });
    await expect(restoreDump({ url: source.url!, file })).rejects.toThrow(
      /already holds data \(table \w+ has rows\)/,
    );

    const [header, ...rest] = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
    const newer = JSON.parse(header!);
    newer.migrations.count = 999;
    const newerFile = path.join(dataDir, 'newer.dump.gz');
    writeFileSync(newerFile, gzipSync([JSON.stringify(newer), ...rest].join('\n')));
    await expect(restoreDump({ url: target.url!, file: newerFile })).rejects.toThrow(
      /made with 999 migrations; this code knows \d+/,
    );
  });
});
