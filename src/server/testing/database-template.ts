import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client';

declare module 'vitest' {
  // Vitest's provided values are typed by merging into its interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ProvidedContext {
    /** A migrated PGlite's data folder, as a tar file: each test file's database starts from it. */
    pgliteImage: string;
    /** A migrated PostgreSQL database each test file's database is created from. */
    postgresTemplate: string;
  }
}

/**
 * Vitest's global setup of a server project (decision 0071): the migrations run once per run
 * and engine, not once per test file (46 migrations took PGlite 4 to 9 s a file, PostgreSQL 2).
 * The files then copy the result: PGlite loads the image, PostgreSQL clones the template.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_ENGINE === 'postgres') return makePostgresTemplate(project);
  return makePgliteImage(project);
}

async function makePgliteImage(project: TestProject) {
  const handle = await openDatabase({});
  await handle.migrate();
  const image = await handle.dumpImage!();
  await handle.close();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'infludesk-pglite-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => rmSync(folder, { recursive: true, force: true });
}

async function makePostgresTemplate(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `infludesk_tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  await handle.close();
  project.provide('postgresTemplate', name);
  return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
