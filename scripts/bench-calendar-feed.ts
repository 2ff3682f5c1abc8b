// `node --import tsx scripts/bench-calendar-feed.ts [--tasks 200000 --deals 40000 --runs 50]`
// Issue 32, decision 0068: a member's calendar feed on one large agency, on a throw-away
// embedded PostgreSQL. Seeds 50 members sharing the tasks (a third without assignee, as an
// influencer's) and the deals (three deliverables each, planned over three years), then prints
// the plans of the feed's two queries, run under the tenant role, and the p50/p95 of a whole
// feed (tenant transaction, queries, iCalendar). Reports, never fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from '#server/db/client';
import { readCalendarFeed } from '#server/features/calendar-feed/calendar-feed';
import { withTenant } from '#server/db/tenant';
import {
  feedPublicationsQuery,
  feedTasksQuery,
  type FeedScope,
} from '#server/features/calendar-feed/calendar-feed-data';
import type { PrivateLink } from '#server/lib/private-links/private-links';
import { feedWindow } from '#shared/domain/calendar-feed';

const { values } = parseArgs({
  options: {
    tasks: { type: 'string', default: '200000' },
    deals: { type: 'string', default: '40000' },
    runs: { type: 'string', default: '50' },
  },
});
const [taskCount, dealCount, runs] = [values.tasks, values.deals, values.runs].map(Number) as [
  number,
  number,
  number,
];
const MEMBERS = 50;

const dataDir = mkdtempSync(path.join(tmpdir(), 'infludesk-bench-calendar-'));
const handle = await openDatabase({ dataDir });
try {
  await handle.migrate();
  const { db } = handle;
  const started = performance.now();
  // One seeding transaction, free of the app's statement timeout (triggers fire per row).
  const agencyId = await db.transaction(async (tx) => {
    const run = (query: SQL) => tx.execute(query);
    await run(sql`set local statement_timeout = 0`);
    const [agency] = (
      (await run(sql`insert into agencies (name, join_code) values ('Bench', md5(random()::text))
      returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    const agencyId = agency!.id;
    await run(sql`insert into users (email, password_hash, first_name, last_name, agency_id)
    select 'm' || i || '@bench.test', 'x', 'Membre', 'Numéro ' || i, ${agencyId}::uuid
    from generate_series(1, ${MEMBERS}) as i`);
    await run(sql`create temporary table members on commit drop as
    select row_number() over (order by email) as n, id, first_name || ' ' || last_name as name
    from users where agency_id = ${agencyId}::uuid`);
    await run(sql`insert into tasks (agency_id, title, due_date, assigned_to, created_by, status)
    select ${agencyId}::uuid, 'Tâche ' || i, current_date + (i % 1100) - 400,
      case when i % 3 = 1 then null else m.id end, m.id,
      case when i % 3 = 0 then 'completed' else 'pending' end
    from generate_series(1, ${taskCount}) as i join members m on m.n = 1 + i % ${MEMBERS}`);
    await run(sql`insert into collaborations (agency_id, name, type, brand, manager, contact_date)
    select ${agencyId}::uuid, 'Deal ' || i, 'collaboration_entrante', 'Marque', m.name,
      current_date - (i % 700)
    from generate_series(1, ${dealCount}) as i join members m on m.n = 1 + i % ${MEMBERS}`);
    await run(sql`insert into collaboration_influencers (agency_id, collaboration_id, full_name)
    select agency_id, id, 'Créateur' from collaborations where agency_id = ${agencyId}::uuid`);
    await run(sql`insert into deliverables
      (agency_id, collaboration_influencer_id, collaboration_id, type, publish_on)
    select ci.agency_id, ci.id, ci.collaboration_id, 'reel_instagram',
      current_date + ((abs(hashtext(ci.id::text || k)) % 1100) - 400)
    from collaboration_influencers ci cross join generate_series(1, 3) as k
    where ci.agency_id = ${agencyId}::uuid`);
    return agencyId;
  });
  await db.execute(sql`analyze`);
  console.log(
    `seeded ${taskCount} tasks, ${dealCount} deals, ${dealCount * 3} deliverables, ` +
      `${MEMBERS} members in ${Math.round(performance.now() - started)} ms`,
  );

  const [member] = (
    (await db.execute(sql`select id, first_name || ' ' || last_name as name from users
      where email = 'm7@bench.test'`)) as unknown as { rows: { id: string; name: string }[] }
  ).rows;
  const scope: FeedScope = {
    agencyId,
    userId: member!.id,
    fullName: member!.name,
    ...feedWindow(new Date()),
  };
  // The plans as the feed runs them: under the tenant role, row-level security on.
  await withTenant(db, { agencyId, userId: member!.id }, async (tx) => {
    for (const [label, query] of [
      ['tasks', feedTasksQuery(tx, scope)],
      ['publications', feedPublicationsQuery(tx, scope)],
    ] as const) {
      const plan = (await tx.execute(sql`explain analyze ${query}`)) as unknown as {
        rows: Record<string, string>[];
      };
      console.log(`\n${label}:\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  });

  const link = {
    id: '00000000-0000-4000-8000-000000000000',
    agencyId,
    kind: 'calendar',
    userId: member!.id,
    collaborationId: null,
    collaborationInfluencerId: null,
    castingId: null,
    expiresAt: new Date(Date.now() + 86_400_000),
  } satisfies PrivateLink;
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < runs + 5; i += 1) {
    const start = performance.now();
    const ics = await readCalendarFeed({ db, appUrl: 'https://app.example.fr' }, link);
    if (i >= 5) times.push(performance.now() - start);
    size = ics?.length ?? 0;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const events = Math.round(size / 600);
  console.log(
    `\nwhole feed (${size} bytes, ~${events} events): p50 ${at(0.5).toFixed(1)} ms, ` +
      `p95 ${at(0.95).toFixed(1)} ms over ${runs} runs`,
  );
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
