import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '#server/db/backup/backup-files';
import { query, withClient } from '#server/db/backup/backup-testing';
import { readCodeMigrations, withMigrationsUpTo } from '#server/db/backup/migrations';
import { restoreDump } from '#server/db/backup/restore-dump';
import type { DatabaseHandle } from '#server/db/client';
import { createTestDatabase } from '#server/testing/harness';

// What a dump is a picture of: one instant of every table, and the schema of its migrations.
describe.skipIf(process.env.TEST_ENGINE !== 'postgres')('a consistent backup', () => {
  let source: DatabaseHandle;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'infludesk-backup-'));
    source = await createTestDatabase();
  });
  afterAll(async () => {
    await source?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads every table at one instant while the server goes on writing', async () => {
    // Enough rows for the dump to take a while, and a writer adding clients all along: each
    // insert also bumps agency_row_counts, which the dump reads before clients.
    await query(
      source.url!,
      `with agency as (insert into agencies (name, join_code) values ('A', 'J') returning id)
       insert into clients (agency_id, brand_name, notes)
       select id, 'Lot ' || i, repeat('x', 200) from agency, generate_series(1, 10000) i`,
    );
    let isWriting = true;
    let written = 0;
    const writer = withClient(source.url!, async (run) => {
      const [agency] = await run<{ id: string }>('select id from agencies limit 1');
      while (isWriting) {
        await run("insert into clients (agency_id, brand_name) values ($1, 'Pendant')", [
          agency!.id,
        ]);
        written += 1;
      }
    });
    const writtenBefore = written;
    const backup = createBackup({ url: source.url!, dataDir, now: new Date(1000) });
    const { file, header } = await backup.finally(() => (isWriting = false));
    const writtenDuring = written - writtenBefore;
    await writer;

    const copy = await createTestDatabase();
    try {
      await restoreDump({ url: copy.url!, file });
      const [restored] = await query(
        copy.url!,
        `select (select count(*)::int from clients) as clients,
          (select sum(row_count)::int from agency_row_counts where table_name = 'clients') as counted`,
      );
      expect(restored!.clients).toBe(header.tables.find(({ name }) => name === 'clients')!.rows);
      expect(restored!.counted).toBe(restored!.clients);
      expect(writtenDuring).toBeGreaterThan(0);
    } finally {
      await copy.close();
    }
  });

  it('restores an older dump under the migrations it predates', async () => {
    const server = process.env.TEST_DATABASE_URL!;
    const names = ['old', 'fresh'].map((name) => `infludesk_t_${name}_${Date.now()}`);
    const [oldUrl, freshUrl] = names.map((name) => {
      const url = new URL(server);
      url.pathname = `/${name}`;
      return url.toString();
    });
    await withClient(server, async (run) => {
      for (const name of names) await run(`create database ${name}`);
    });
    try {
      // A database five migrations in: collaborations without is_invoice_sent nor name_key.
      const client = new pg.Client({ connectionString: oldUrl });
      await client.connect();
      await withMigrationsUpTo(5, (folder) =>
        migrate(drizzle({ client }), { migrationsFolder: folder }),
      );
      await client.query(`
        with agency as (insert into agencies (name, join_code) values ('A', 'J') returning id),
          client as (insert into clients (agency_id, brand_name) select id, 'B' from agency)
        insert into collaborations (agency_id, name, type, brand, manager, contact_date,
          invoice_number)
        select id, 'Été Radieux', 'collaboration_entrante', 'B', 'Léa', '2026-01-31', 'F-1'
        from agency`);
      await client.end();

      const { file, header } = await createBackup({ url: oldUrl!, dataDir, now: new Date(2000) });
      expect(header.migrations).toMatchObject({ count: 5, lastTag: '0004_identity-row-security' });
      await restoreDump({ url: freshUrl!, file });
      // The later migrations ran over the restored rows, as they did over the live ones.
      const [collaboration] = await query(
        freshUrl!,
        `select is_invoice_sent, name_key,
          (select row_count from agency_row_counts where table_name = 'clients') as clients,
          (select count(*)::int from drizzle.__drizzle_migrations) as migrations
         from collaborations`,
      );
      expect(collaboration).toEqual({
        is_invoice_sent: true,
        name_key: 'été radieux',
        clients: 1,
        migrations: readCodeMigrations().length,
      });
    } finally {
      await withClient(server, async (run) => {
        for (const name of names) await run(`drop database if exists ${name} with (force)`);
      });
    }
  });
});
