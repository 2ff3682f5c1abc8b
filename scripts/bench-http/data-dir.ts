// The throw-away data folder: seeded once by scripts/seed.ts, then reused while the sizes and
// the database are the same. Only a folder this benchmark created is ever wiped.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnScript, waitForExit } from './servers';

export type Sizes = {
  clients: number;
  influencers: number;
  collaborations: number;
  tasks: number;
  castings: number;
  resources: number;
  /** Published campaigns with 5 readings each (issue 30: the report, Performances). */
  campaigns: number;
  /** Other agencies for the super admin (issue 17), and their business rows in all. */
  agencies: number;
  agencyRows: number;
};

// Written before seeding: the folder is ours to wipe, even if the seed was interrupted.
const OWNED_MARKER = '.bench-http';
// Written after a successful seed: what the folder holds.
const SEEDED_MARKER = 'bench-http-seeded.json';

type Seeded = { sizes: Sizes; database: string };

/** Where the data lives, without the password of DATABASE_URL. */
export function describeDatabase(databaseUrl: string | undefined) {
  if (!databaseUrl) return 'embedded (DATA_DIR)';
  const url = new URL(databaseUrl);
  url.password = '';
  return url.toString();
}

function readSeeded(dataDir: string): Seeded | null {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, SEEDED_MARKER), 'utf8')) as Seeded;
  } catch {
    return null;
  }
}

const isSame = (a: Seeded, b: Seeded) =>
  a.database === b.database &&
  (Object.keys(b.sizes) as (keyof Sizes)[]).every((key) => a.sizes[key] === b.sizes[key]);

/** `agencyRows` → `--agency-rows`, as scripts/seed.ts names its options. */
const toOption = (name: string) =>
  `--${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

function wipe(dataDir: string) {
  if (!existsSync(dataDir)) return;
  const isOurs = readdirSync(dataDir).length === 0 || existsSync(path.join(dataDir, OWNED_MARKER));
  if (!isOurs) {
    throw new Error(
      `${dataDir} holds data this benchmark did not create: choose another --data-dir`,
    );
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** Reuses the folder when it holds this seed; otherwise wipes it and seeds. Returns seconds spent. */
export async function prepareDataDir(
  dataDir: string,
  sizes: Sizes,
  options: { isFresh: boolean; databaseUrl: string | undefined },
): Promise<{ isReused: boolean; seedSeconds: number }> {
  const wanted: Seeded = { sizes, database: describeDatabase(options.databaseUrl) };
  const seeded = readSeeded(dataDir);
  if (!options.isFresh && seeded && isSame(seeded, wanted)) {
    return { isReused: true, seedSeconds: 0 };
  }
  wipe(dataDir);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, OWNED_MARKER), 'created by npm run bench:http\n');
  if (options.databaseUrl) {
    console.log('The seed adds to the first agency of DATABASE_URL: give it an empty database.');
  }
  const started = Date.now();
  const seed = spawnScript('scripts/seed.ts', [
    '--data-dir',
    dataDir,
    ...Object.entries(sizes).flatMap(([name, size]) => [toOption(name), String(size)]),
  ]);
  const code = await waitForExit(seed);
  if (code !== 0) throw new Error(`the seed failed (exit code ${code})`);
  writeFileSync(path.join(dataDir, SEEDED_MARKER), `${JSON.stringify(wanted, null, 2)}\n`);
  return { isReused: false, seedSeconds: (Date.now() - started) / 1000 };
}
