import { openDatabase } from '#server/db/client';
import { createDemoAgency } from '#server/features/demo/demo-agency';
const url = process.argv[2];
const db = await openDatabase(url ? { url } : {});
await db.migrate();
const times: number[] = [];
for (let i = 0; i < 6; i += 1) {
  const start = performance.now();
  await createDemoAgency(db.db);
  times.push(Math.round(performance.now() - start));
}
console.log(url ? 'postgres' : 'pglite', times.join(' ms, '), 'ms');
await db.close();
