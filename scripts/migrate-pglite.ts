// `npm run migrate:pglite [-- --data-dir ./data]`: moves the PGlite database of DATA_DIR/db (the
// embedded engine before docs/decisions/0013) into the embedded PostgreSQL, once.
import { parseArgs } from 'node:util';
import { movePgliteData } from '#server/db/backup/move-pglite';
import { openServerDatabase } from '#server/db/backup/server-database';
import { findLegacyPgliteFolder } from '#server/db/legacy-pglite';
import { readConfig } from '#server/lib/config';
import { printRows, runCommand } from './backup/report';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
const config = readConfig({
  ...process.env,
  ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}),
});

await runCommand(async () => {
  const folder = findLegacyPgliteFolder(config.dataDir);
  if (!folder) {
    console.log(`No PGlite database in ${config.dataDir}/db: nothing to move.`);
    return;
  }
  const database = await openServerDatabase(config, { shareRunning: false, mustExist: false });
  try {
    console.log(`Moving ${folder} into ${database.label}`);
    const { moved, movedTo } = await movePgliteData({ dataDir: config.dataDir, url: database.url });
    printRows(moved);
    console.log(
      `Row counts match. The PGlite folder is now ${movedTo} (delete it when satisfied).`,
    );
  } finally {
    await database.close();
  }
});
