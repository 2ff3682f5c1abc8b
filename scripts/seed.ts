// `npm run seed -- --clients 100000 --influencers 100000 --collaborations 100000 --tasks 100000 --castings 20000 --resources 50000 [--campaigns 20000] [--agencies 1000 --agency-rows 1000000] [--data-dir ./data]`
// Fills the first agency of the database (DATABASE_URL, or the embedded PostgreSQL of DATA_DIR) with demo
// clients, influencers, collaborations, tasks, castings and resources; with no agency yet, creates demo@infludesk.fr / Lumiere-Agence-2026.
// With --agencies, also adds that many other agencies (about --agency-rows business rows in all,
// seed/superadmin.ts) and the verified super admin plateforme@infludesk.fr / Regard-Global-2026,
// who sees them when the server lists that address in SUPERADMIN_EMAILS. They are created older
// than the demo agency: seed before them, since a later seed fills the oldest agency.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client';
import { createApp } from '#server/app';
import { readConfig } from '#server/lib/config';
import { acquireDataDirLock } from '#server/lib/lock-file';
import { createRateLimiter } from '#server/middleware/rate-limit';
import { createMailer } from '#server/lib/mail';
import { seedClients, seedInfluencers, vacuumAddressBook } from './seed/address-book';
import { DEMO_EMAIL, DEMO_PASSWORD, findFirstAgency, signUpThroughApi } from './seed/demo-account';
import { createRandom } from '#server/features/demo/french-data';
import { seedCollaborations } from './seed/collaborations';
import { withTenant } from '#server/db/tenant';
import { refreshStaleCompliance } from '#server/features/collaborations/compliance/compliance-results';
import { seedDealBilling } from './seed/deal-billing';
import { seedTasks } from './seed/tasks';
import { seedCastings } from './seed/castings';
import { seedResources } from './seed/resources';
import { seedCampaignReadings } from './seed/campaign-readings';
import { createSuperAdmin, seedAgencies, SUPERADMIN_EMAIL } from './seed/superadmin';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '100' },
    influencers: { type: 'string', default: '100' },
    collaborations: { type: 'string', default: '100' },
    tasks: { type: 'string', default: '100' },
    castings: { type: 'string', default: '100' },
    resources: { type: 'string', default: '100' },
    campaigns: { type: 'string', default: '0' },
    agencies: { type: 'string', default: '0' },
    'agency-rows': { type: 'string', default: '0' },
    'data-dir': { type: 'string' },
    seed: { type: 'string', default: '42' },
  },
});
const sizes = {
  clients: Number(values.clients),
  influencers: Number(values.influencers),
  collaborations: Number(values.collaborations),
  tasks: Number(values.tasks),
  castings: Number(values.castings),
  resources: Number(values.resources),
  campaigns: Number(values.campaigns),
  agencies: Number(values.agencies),
  'agency-rows': Number(values['agency-rows']),
};
for (const [name, size] of Object.entries(sizes)) {
  if (!Number.isInteger(size) || size < 0) throw new Error(`--${name} wants a whole number`);
}

const config = readConfig({
  ...process.env,
  ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}),
});
// A running server holds the lock: its embedded PostgreSQL must not be started twice.
const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const app = createApp({
    ...database,
    config,
    limiter: createRateLimiter(database.db),
    mailer: createMailer(config),
  });
  let agency = await findFirstAgency(database.db);
  if (!agency) {
    await signUpThroughApi(app, database.db, DEMO_EMAIL, DEMO_PASSWORD);
    agency = await findFirstAgency(database.db);
    console.log(`Created ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  }
  if (!agency) throw new Error('no agency after sign-up');
  console.log(`Filling « ${agency.name} » (${database.engine})`);

  const random = createRandom(Number(values.seed));
  const started = Date.now();
  const progress = (label: string, total: number) => (done: number) => {
    if (done % 10_000 === 0 || done === total) console.log(`  ${label}: ${done}/${total}`);
  };
  const common = { db: database.db, agencyId: agency.id, random };
  await seedClients({
    ...common,
    count: sizes.clients,
    onProgress: progress('clients', sizes.clients),
  });
  await seedInfluencers({
    ...common,
    count: sizes.influencers,
    onProgress: progress('influencers', sizes.influencers),
  });
  await seedCollaborations({ ...common, count: sizes.collaborations });
  await seedDealBilling(common);
  console.log(`  collaborations: ${sizes.collaborations}`);
  await seedTasks({ ...common, count: sizes.tasks });
  console.log(`  tasks: ${sizes.tasks}`);
  await seedCastings({ ...common, count: sizes.castings });
  console.log(`  castings: ${sizes.castings}`);
  await seedResources({ ...common, count: sizes.resources });
  console.log(`  resources: ${sizes.resources}`);
  if (sizes.campaigns > 0) {
    // Bulk SQL whose triggers fill each reading: longer than a request's statement timeout.
    await database.db.transaction(async (db) => {
      await db.execute(sql`set local statement_timeout = 0`);
      await seedCampaignReadings(db, agency.id, sizes.campaigns);
    });
    console.log(`  published campaigns: ${sizes.campaigns} (${sizes.campaigns * 5} readings)`);
  }
  // 'Conformité' (decision 0063): the deals' checks evaluated now, not by the agency's first read.
  await withTenant(database.db, { agencyId: agency.id }, (db) =>
    refreshStaleCompliance({ db, agencyId: agency.id }),
  );
  console.log('  compliance: every deal evaluated');
  if (sizes.agencies > 0) {
    await seedAgencies({
      db: database.db,
      count: sizes.agencies,
      businessRows: sizes['agency-rows'],
      random,
      onProgress: (done) => {
        if (done % 100 === 0 || done === sizes.agencies) {
          console.log(`  agencies: ${done}/${sizes.agencies}`);
        }
      },
    });
    await createSuperAdmin(app, database.db);
    console.log(`Created the super admin ${SUPERADMIN_EMAIL}`);
  }
  await vacuumAddressBook(database.db);
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
  releaseLock();
}
