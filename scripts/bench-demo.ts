// `node --import tsx scripts/bench-demo.ts [DATABASE_URL]`
// Issue 27 #9 (decision 0038): how long opening a demo agency of 'Voir la démo' takes (agency,
// member, session and the demo data in one transaction). On the PostgreSQL of DATABASE_URL
// (a database of its own: the demos it makes are real rows until the sweep), else on PGlite in
// memory. Prints the time of six openings in a row.
import { openDatabase } from '#server/db/client';
import { createDemoAgency } from '#server/features/demo/demo-agency';

const url = process.argv[2];
const database = await openDatabase(url ? { url } : {});
await database.migrate();
const times: number[] = [];
for (let i = 0; i < 6; i += 1) {
  const startedAt = performance.now();
  await createDemoAgency(database.db);
  times.push(Math.round(performance.now() - startedAt));
}
console.log(`${url ? 'PostgreSQL' : 'PGlite'}: ${times.join(' ms, ')} ms`);
await database.close();
