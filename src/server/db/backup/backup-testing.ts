// Set-up shared by the backup tests.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { listTables, quoteIdent, type RunQuery } from '#server/db/backup/catalog';

/**
 * Every row of every table of `public`, as a count and a digest of the rows' text, in an order
 * that does not depend on the database's collation. Sets its own session settings (floats to
 * the last digit, UTC) rather than trusting the dump's.
 */
export async function fingerprintTables(run: RunQuery) {
  await run("SET TimeZone = 'UTC'");
  await run('SET extra_float_digits = 3');
  const tables: Record<string, string> = {};
  for (const { name } of await listTables(run)) {
    const [row] = await run<{ n: number; digest: string }>(
      `select count(*)::int as n,
        coalesce(md5(string_agg(t::text, ',' order by t::text collate "C")), '') as digest
       from public.${quoteIdent(name)} t`,
    );
    tables[name] = `${row!.n} ${row!.digest}`;
  }
  return tables;
}

/** Runs `use` with a query function on its own connection to `url`. */
export async function withClient<T>(url: string, use: (run: RunQuery) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(async (text, params) => (await client.query(text, params)).rows);
  } finally {
    await client.end();
  }
}

/** One statement on its own connection. */
export const query = (url: string, text: string) =>
  withClient(url, (run) => run<Record<string, unknown>>(text));

/** Runs a command as a user would, in the repository, and collects its output. */
export function runCommand(command: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn(command, args, {
      env: { ...inherited, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
