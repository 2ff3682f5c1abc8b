// Issue 29, item 8: 'À valider' and the 'Contenus' tab in an agency of 10,000 deliverables
// (p99 ≤ 60 ms). `npm run bench -- --only contents`. The deliverables are written in SQL (about
// a third waiting for the agency, each at its own moment); the deal whose tab is read is made
// through the API, then given 3 versions and 10 comments per deliverable.
import { sql } from 'drizzle-orm';
import { encodeCursorKeys } from '#server/lib/cursor';
import { selectRows } from '#server/lib/raw-rows';
import { influencerBody } from '#server/testing/bodies';
import type { BenchArea, BenchContext } from './runner';

const DELIVERABLES = 10_000;
const PER_DEAL = 5;

async function post(context: BenchContext, path: string, body: object) {
  const response = await context.request(path, undefined, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as { id: string };
}

/** A deal of 3 creators with 2 deliverables each, every one with 3 drafts and 10 comments. */
async function createBusyDeal(context: BenchContext) {
  const client = await post(context, '/api/clients', { brandName: 'Banc des contenus' });
  const influencers = [];
  for (const name of ['Léa Dupont', 'Tom Martin', 'Zoé Bernard']) {
    influencers.push((await post(context, '/api/influencers', influencerBody(name))).id);
  }
  const deal = await post(context, '/api/collaborations', {
    name: 'Contenus du printemps',
    type: 'collaboration_entrante',
    clientId: client.id,
    contactDate: '2026-03-02',
    manager: 'Camille Martin',
    influencers: influencers.map((influencerId) => ({
      influencerId,
      deliverables: [
        { type: 'reel_instagram', priceCents: 90_000, publishOn: '2026-04-01' },
        { type: 'story_instagram', priceCents: 30_000, publishOn: '2026-04-02' },
      ],
    })),
  });
  await context.db.execute(sql`
    insert into content_versions (agency_id, collaboration_id, deliverable_id, number, caption,
      author_kind, author_name, sent_to_client_at)
    select d.agency_id, d.collaboration_id, d.id, n, 'Version ' || n, 'creator', 'Léa Dupont',
      case when n < 3 then now() end
    from deliverables d, generate_series(1, 3) as n where d.collaboration_id = ${deal.id}`);
  await context.db.execute(sql`
    insert into content_files (agency_id, collaboration_id, version_id, storage_key, file_name,
      mime_type, size_bytes)
    select v.agency_id, v.collaboration_id, v.id, 'bench/' || v.id, 'brouillon.mp4', 'video/mp4',
      48000000
    from content_versions v where v.collaboration_id = ${deal.id}`);
  await context.db.execute(sql`
    insert into content_comments (agency_id, collaboration_id, deliverable_id, version_number,
      author_kind, author_name, body)
    select d.agency_id, d.collaboration_id, d.id, 1 + n % 3, 'brand', 'Marion Leroy',
      'Un commentaire de relecture, assez long pour ressembler à un vrai retour ' || n
    from deliverables d, generate_series(1, 10) as n where d.collaboration_id = ${deal.id}`);
  await context.db.execute(
    sql`update deliverables set stage = 'draft_received' where collaboration_id = ${deal.id}`,
  );
  return deal.id;
}

/** 10,000 deliverables in 2,000 deals of one creator each, a stage and a moment each. */
async function seedDeliverables(context: BenchContext) {
  const deals = DELIVERABLES / PER_DEAL;
  await context.db.execute(sql`
    insert into collaborations (agency_id, name, type, brand, manager, contact_date)
    select ${context.agencyId}, 'Contenu ' || n, 'collaboration_entrante', 'Marque ' || n % 97,
      'Camille Martin', date '2026-01-01' + n % 300
    from generate_series(1, ${deals}) as n`);
  await context.db.execute(sql`
    insert into collaboration_influencers (agency_id, collaboration_id, full_name)
    select agency_id, id, 'Créateur ' || left(id::text, 6) from collaborations
    where agency_id = ${context.agencyId} and name like 'Contenu %'`);
  await context.db.execute(sql`
    insert into deliverables (agency_id, collaboration_id, collaboration_influencer_id, type,
      position, stage, stage_changed_at, publish_on, is_publication_checked)
    select line.agency_id, line.collaboration_id, line.id, 'post_instagram', n,
      (array['to_produce', 'draft_received', 'changes_requested', 'approved', 'published'])
        [1 + (abs(hashtext(line.id::text || n)) % 5)],
      now() - (abs(hashtext(n || line.id::text)) % 100000) * interval '1 minute',
      date '2026-01-01' + abs(hashtext(line.id::text)) % 365,
      abs(hashtext(line.id::text || 'c' || n)) % 2 = 0
    from collaboration_influencers line, generate_series(1, ${PER_DEAL}) as n
    where line.agency_id = ${context.agencyId} and line.full_name like 'Créateur %'`);
}

export const contentsBench: BenchArea = {
  name: 'contents',
  targetP99Ms: 60,
  async prepare(context) {
    await seedDeliverables(context);
    const dealId = await createBusyDeal(context);
    // The middle of 'À valider': a cursor as the screen would send it.
    const [middle] = await selectRows<{ since: string; id: string }>(
      context.db,
      sql`
        select stage_changed_at::text as since, id from deliverables
        where agency_id = ${context.agencyId}
          and (stage in ('draft_received', 'changes_requested')
            or (stage = 'published' and not is_publication_checked))
        order by stage_changed_at, id offset 1700 limit 1`,
    );
    if (!middle) throw new Error('the contents seed left nothing waiting');
    const cursor = encodeCursorKeys([middle.since, middle.id]);
    return [
      { name: "'À valider', first page", path: '/api/collaborations/to-validate' },
      {
        name: "'À valider', a page in the middle",
        path: `/api/collaborations/to-validate?cursor=${cursor}`,
      },
      { name: "'À valider', the sidebar's count", path: '/api/collaborations/to-validate/count' },
      {
        name: "'Contenus' tab, 6 deliverables × 3 drafts, 60 comments",
        path: `/api/collaborations/${dealId}/contents`,
      },
    ];
  },
};
