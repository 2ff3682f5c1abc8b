import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunQuery } from '#server/db/backup/catalog';
import { fingerprintTables, runCommand, withClient } from '#server/db/backup/backup-testing';
import { withMigrationsUpTo } from '#server/db/backup/migrations';
import { startEmbeddedPostgres, type EmbeddedServer } from '#server/db/embedded-postgres';

// `npm run migrate:pglite` on a DATA_DIR left by a version that ran PGlite, a few migrations ago.
const dataDir = mkdtempSync(path.join(tmpdir(), 'infludesk-pglite-move-'));
const AGENCY = '7f0c1a52-3d4e-4b7a-9c2d-1e5f6a7b8c9d';
let server: EmbeddedServer | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function withPglite<T>(folder: string, use: (db: PGlite) => Promise<T>) {
  const db = await PGlite.create({ dataDir: folder, extensions: { pg_trgm } });
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}
const runOn =
  (db: PGlite): RunQuery =>
  async <Row>(text: string, params?: unknown[]) =>
    (await db.query<Row>(text, params)).rows;

describe('npm run migrate:pglite', () => {
  it('moves every row into the embedded PostgreSQL and sets the PGlite folder aside', async () => {
    // The schema as it was six migrations in (before the row counts), with a few rows.
    await withPglite(path.join(dataDir, 'db'), async (db) => {
      await withMigrationsUpTo(6, (folder) =>
        migrate(drizzle({ client: db }), { migrationsFolder: folder }),
      );
      await db.exec(`
        insert into agencies (id, name, join_code, created_at)
          values ('${AGENCY}', E'L''Agence\\tdu « Nord »', 'CODE-1', '2026-03-02 10:11:12.123456+01');
        insert into users (email, password_hash, first_name, last_name, agency_id, permissions)
          values ('lea@exemple.fr', 'x', 'Léa', E'Moreau\\n\\\\bis', '${AGENCY}',
            '{"clients": ["read", "write"], "n": 1.50}');
        insert into clients (agency_id, brand_name, sort_name)
          select '${AGENCY}', 'Marque ' || i, 'marque ' || i from generate_series(1, 40) i;
        insert into influencers (agency_id, full_name, username, birth_date, sort_name)
          values ('${AGENCY}', 'Zoé', 'zoe', '1995-02-28', 'zoe');
        insert into collaborations (agency_id, name, type, brand, manager, contact_date,
            invoice_number)
          values ('${AGENCY}', 'Été', 'collaboration_entrante', 'Marque 1', 'Léa', '2026-01-31',
            'F-1');`);
    });

    const moved = await runCommand('node', ['--import', 'tsx', 'scripts/migrate-pglite.ts'], {
      DATA_DIR: dataDir,
    });
    expect(moved.stderr).toBe('');
    expect(moved.code).toBe(0);
    expect(moved.stdout).toMatch(/clients\s+40\n/);
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    const setAside = path.join(dataDir, 'db-pglite-moved');
    expect(existsSync(path.join(setAside, 'PG_VERSION'))).toBe(true);

    // The PGlite folder, migrated by the move, and the PostgreSQL hold the same rows.
    const before = await withPglite(setAside, (db) => fingerprintTables(runOn(db)));
    server = await startEmbeddedPostgres(dataDir);
    const after = await withClient(server.url, async (run) => {
      await run("SET TimeZone = 'UTC'");
      const [user] = await run<{ created: string; permissions: unknown }>(
        `select a.created_at::text as created, u.permissions
         from users u join agencies a on a.id = u.agency_id`,
      );
      expect(user).toEqual({
        created: '2026-03-02 09:11:12.123456+00',
        permissions: { clients: ['read', 'write'], n: 1.5 },
      });
      // Kept by the triggers on PGlite (migrations 0006, 0015, 0021), then copied as is.
      const counts = await run(
        `select table_name, row_count from agency_row_counts order by table_name`,
      );
      expect(counts).toEqual([
        { table_name: 'clients', row_count: 40 },
        { table_name: 'collaborations', row_count: 1 },
        { table_name: 'influencers', row_count: 1 },
      ]);
      return fingerprintTables(run);
    });
    expect(after).toEqual(before);
    expect(before.collaborations).toMatch(/^1 /);
  });
});
