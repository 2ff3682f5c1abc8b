import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fingerprintTables, runCommand, withClient } from '#server/db/backup/backup-testing';
import { openDatabase } from '#server/db/client';
import { startEmbeddedPostgres, type EmbeddedServer } from '#server/db/embedded-postgres';

// `npm run backup` and `npm run restore` as a user runs them, on throw-away DATA_DIRs.
const source = mkdtempSync(path.join(tmpdir(), 'infludesk-backup-a-'));
const target = mkdtempSync(path.join(tmpdir(), 'infludesk-backup-b-'));
const running: EmbeddedServer[] = [];

async function start(dataDir: string) {
  const server = await startEmbeddedPostgres(dataDir);
  running.push(server);
  return server;
}
async function stop(server: EmbeddedServer) {
  await server.stop();
  running.splice(running.indexOf(server), 1);
}
const npm = (args: string[], dataDir: string) =>
  runCommand('npm', ['run', '--silent', ...args], { DATA_DIR: dataDir });

afterAll(async () => {
  for (const server of running) await server.stop();
  rmSync(source, { recursive: true, force: true });
  rmSync(target, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('dump a live embedded PostgreSQL and restore it into an empty DATA_DIR', async () => {
    const live = await start(source);
    const database = await openDatabase({ url: live.url });
    await database.migrate();
    await database.close();
    await withClient(live.url, async (run) => {
      await run(`insert into agencies (id, name, join_code, created_at)
        values ('7f0c1a52-3d4e-4b7a-9c2d-1e5f6a7b8c9d', E'L''Agence\\tdu « Nord »', 'CODE-1',
          '2026-03-02 10:11:12.123456+01')`);
      await run(`insert into users (email, password_hash, first_name, last_name, agency_id,
          permissions)
        values ('lea@exemple.fr', 'x', 'Léa', E'Moreau\\nbis',
          '7f0c1a52-3d4e-4b7a-9c2d-1e5f6a7b8c9d', '{"clients": ["read", "write"]}')`);
      await run(`insert into clients (agency_id, brand_name, sort_name)
        select '7f0c1a52-3d4e-4b7a-9c2d-1e5f6a7b8c9d', 'Marque ' || i, 'marque ' || i
        from generate_series(1, 50) i`);
    });

    // While "the server" (this test) runs it: the backup reads its PostgreSQL.
    const backup = await npm(['backup'], source);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`the running PostgreSQL of ${source}/pg`);
    expect(backup.stdout).toMatch(/clients\s+50\n/);
    const file = /^(\/\S+\.dump\.gz) \(/m.exec(backup.stdout)?.[1];
    expect(file).toMatch(/backups\/infludesk-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.dump\.gz$/);

    const restore = await npm(['restore', '--', file!], target);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/agency_row_counts\s+1\n/);
    expect(restore.stdout).toMatch(/total\s+\d+ rows in \d+ tables/);

    const before = await withClient(live.url, fingerprintTables);
    await stop(live);
    const restored = await start(target);
    expect(await withClient(restored.url, fingerprintTables)).toEqual(before);
    await stop(restored);

    // A restored folder holds data: a second restore is refused, and says why.
    const again = await npm(['restore', '--', file!], target);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already holds data \(table \w+ has rows\)/);

    // No server running: the backup starts the embedded PostgreSQL itself.
    const offline = await npm(['backup'], source);
    expect(offline.code).toBe(0);
    expect(offline.stdout).toContain(`the embedded PostgreSQL of ${source}/pg`);
  });
});
