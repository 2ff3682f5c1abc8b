// `npm run backup [-- --data-dir ./data]`: a consistent dump of the server's database — DATABASE_URL,
// else the embedded PostgreSQL of DATA_DIR, also while the server runs — into DATA_DIR/backups
// (docs/decisions/0015-backups.md).
import { parseArgs } from 'node:util';
import { createBackup } from '#server/db/backup/backup-files';
import { openServerDatabase } from '#server/db/backup/server-database';
import { readConfig } from '#server/lib/config';
import { formatBytes, printRows, runCommand } from './backup/report';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
const config = readConfig({
  ...process.env,
  ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}),
});

await runCommand(async () => {
  const database = await openServerDatabase(config, { shareRunning: true, mustExist: true });
  try {
    console.log(`Backing up ${database.label}`);
    const { file, bytes, header } = await createBackup({
      url: database.url,
      dataDir: config.dataDir,
    });
    console.log(`${file} (${formatBytes(bytes)})`);
    printRows(header.tables);
    const { count, lastTag } = header.migrations;
    console.log(`  schema: ${count} migrations, the last ${lastTag ?? 'unknown to this code'}`);
  } finally {
    await database.close();
  }
});
