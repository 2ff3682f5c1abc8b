// `npm start`: builds the web app when its build is missing or older than its sources,
// then starts the server (which applies the migrations).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const builtIndex = path.resolve('dist/client/index.html');
const sources = [
  'src/client',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

const isStale =
  !existsSync(builtIndex) ||
  statSync(builtIndex).mtimeMs < Math.max(...sources.map((source) => newestMtime(source)));
if (isStale) {
  console.log('Building the web app…');
  const { build } = await import('vite');
  await build({ logLevel: 'warn' });
}
process.env.NODE_ENV ??= 'production';
await import('../src/server/index.ts');
