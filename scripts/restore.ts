// `npm run restore -- FILE [--data-dir ./empty-dir]`: restores a dump of `npm run backup` into an
// empty DATA_DIR (or an empty DATABASE_URL database), then applies the newer migrations.
import { parseArgs } from 'node:util';
import { restoreDump } from '#server/db/backup/restore-dump';
import { openServerDatabase } from '#server/db/backup/server-database';
import { readConfig } from '#server/lib/config';
import { printRows, runCommand } from './backup/report';

const { values, positionals } = parseArgs({
  options: { 'data-dir': { type: 'string' } },
  allowPositionals: true,
});
const config = readConfig({
  ...process.env,
  ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}),
});

await runCommand(async () => {
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new Error('Usage: npm run restore -- FILE');
  // The server must be stopped: the DATA_DIR lock refuses otherwise.
  const database = await openServerDatabase(config, { shareRunning: false, mustExist: false });
  try {
    console.log(`Restoring ${file} into ${database.label}`);
    const { header, loaded } = await restoreDump({ url: database.url, file });
    console.log(`Dump of ${header.createdAt}, ${header.migrations.count} migrations`);
    printRows(loaded);
  } finally {
    await database.close();
  }
});
