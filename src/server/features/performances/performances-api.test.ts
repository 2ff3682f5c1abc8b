// Issue 30, decision 0058: 'Performances' across campaigns — its sums against a brute-force
// computation over the rows with the shared rules, the latest reading winning, the flag the
// triggers keep, isolation, the permission and bad parameters.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { clients } from '#server/db/schema/address-book';
import { collaborations, deliverables } from '#server/db/schema/collaborations';
import { publicationReadings } from '#server/db/schema/performance';
import {
  a,
  b,
  type Agency,
  joinWithout,
  addReading,
  createPublishedDeal,
  readPublications,
  t,
} from '#server/features/performances/performances-testing';
import { getLatestReadings } from '#shared/domain/performance';
import { performancesText } from '#shared/i18n/fr-performances';
import type { PerformancesAnswer } from '#shared/schemas/performances';
import {
  bruteForce,
  expectFigures,
  groupKey,
} from '#server/features/performances/performances-brute-force';

async function getOk(agency: Agency, query: string) {
  const response = await agency.agent.get(`/api/performances?${query}`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as PerformancesAnswer;
}

let deals: { id: string; deliverables: string[] }[];

beforeAll(async () => {
  const first = await createPublishedDeal(a, {
    clientId: a.lancome,
    billedCents: 300_000,
    publishedOn: '2026-03-10',
    lines: [
      {
        influencerId: a.lea,
        deliverables: [
          { type: 'reel_instagram', priceCents: 100_000 },
          { type: 'story_instagram', priceCents: 50_000 },
        ],
      },
      { influencerId: a.tom, deliverables: [{ type: 'tiktok', priceCents: 80_000 }] },
    ],
  });
  const second = await createPublishedDeal(a, {
    clientId: a.nike,
    billedCents: null,
    publishedOn: '2026-04-02',
    lines: [
      {
        influencerId: a.lea,
        deliverables: [
          { type: 'reel_instagram', priceCents: 120_000 },
          { type: 'ugc', priceCents: 40_000 },
          { type: 'Podcast', priceCents: 0 },
        ],
      },
    ],
  });
  deals = [first, second];
  const [reel, story, tiktok] = first.deliverables as [string, string, string];
  const [reel2, ugc, podcast] = second.deliverables as [string, string, string];
  const agent = a.agent;
  // Day 1 then day 7 (the one that counts); the same day twice (the later entry counts).
  await addReading(agent, first.id, reel, { readOn: '2026-03-11', impressions: 1_000, likes: 10 });
  await addReading(agent, first.id, reel, {
    readOn: '2026-03-17',
    impressions: 40_000,
    reach: 30_000,
    views: 25_000,
    likes: 1_200,
    comments: 80,
    shares: 20,
    saves: 100,
  });
  await addReading(agent, first.id, story, { readOn: '2026-03-12', impressions: 9_000, reach: 0 });
  await addReading(agent, first.id, story, {
    readOn: '2026-03-12',
    impressions: 12_000,
    likes: 300,
  });
  await addReading(agent, first.id, tiktok, { readOn: '2026-03-15', views: 90_000, likes: 4_000 });
  await addReading(agent, second.id, reel2, {
    readOn: '2026-04-09',
    impressions: 55_000,
    reach: 41_000,
    likes: 2_100,
    comments: 65,
  });
  await addReading(agent, second.id, ugc, { readOn: '2026-04-09', linkClicks: 400 });
  await addReading(agent, second.id, podcast, {
    readOn: '2026-04-20',
    impressions: 5_000,
    reach: 4_000,
    comments: 0,
  });
});

describe("'Performances' across campaigns", () => {
  it.each(['client', 'type', 'platform', 'period'] as const)(
    'sums per %s what a brute-force computation over the rows gives',
    async (groupBy) => {
      const publications = await readPublications(a.agencyId);
      expect(publications).toHaveLength(6);
      const answer = await getOk(a, `groupBy=${groupBy}`);
      expectFigures(answer.total, bruteForce(publications));
      const keys = [...new Set(publications.map(groupKey[groupBy]))];
      expect(answer.groupCount).toBe(keys.length);
      expect(answer.rows.map((row) => row.key).sort()).toEqual(keys.sort());
      for (const row of answer.rows) {
        const members = publications.filter((p) => groupKey[groupBy](p) === row.key);
        expectFigures(row, bruteForce(members));
      }
    },
  );

  it.each([
    ['2026-03-05', '2026-04-30'],
    ['2026-03-01', '2026-04-01'],
    ['2026-04-02', '2026-04-02'],
  ])(
    'sums a period from %s to %s (whole months kept, cut days read) as brute force does',
    async (from, to) => {
      const publications = (await readPublications(a.agencyId)).filter(
        (p) => p.day >= from && p.day <= to,
      );
      expect(publications.length).toBeGreaterThan(0);
      for (const groupBy of ['client', 'period'] as const) {
        const answer = await getOk(a, `groupBy=${groupBy}&from=${from}&to=${to}`);
        expectFigures(answer.total, bruteForce(publications));
        for (const row of answer.rows) {
          expectFigures(
            row,
            bruteForce(publications.filter((p) => groupKey[groupBy](p) === row.key)),
          );
        }
      }
    },
  );

  it('names clients, says the engagement base, pages and filters by publication day', async () => {
    const byClient = await getOk(a, 'groupBy=client');
    expect(byClient.rows.map((row) => row.label).sort()).toEqual(['Lancôme', 'Nike']);
    expect(byClient.total.engagementBase).toBe('mixed');
    const march = await getOk(a, 'groupBy=type&from=2026-03-01&to=2026-03-31');
    expect(march.total.publications).toBe(3);
    expect(march.rows.map((row) => row.key).sort()).toEqual([
      'reel_instagram',
      'story_instagram',
      'tiktok',
    ]);
    const story = march.rows.find((row) => row.key === 'story_instagram')!;
    // The later of two readings of one day: 300 likes over 12,000 impressions (no reach).
    expect(story).toMatchObject({ engagementBase: 'impressions', impressions: 12_000 });
    expect(story.engagementRate).toBeCloseTo(0.025, 10);
    const page = await getOk(a, 'groupBy=type&limit=2&offset=2');
    expect(page.groupCount).toBe(5);
    expect(page.rows).toHaveLength(2);
    const months = await getOk(a, 'groupBy=period');
    expect(months.rows.map((row) => row.key)).toEqual(['2026-04', '2026-03']);
  });

  it('keeps one latest reading flagged per publication through adds and deletes', async () => {
    const [deal] = deals;
    const reel = deal!.deliverables[0]!;
    const flagged = async () =>
      (
        await t.db
          .select({ id: publicationReadings.id })
          .from(publicationReadings)
          .where(
            and(
              eq(publicationReadings.deliverableId, reel),
              eq(publicationReadings.isLatest, true),
            ),
          )
      ).map((row) => row.id);
    const before = (await getOk(a, 'groupBy=type')).rows.find((r) => r.key === 'reel_instagram')!;
    const later = await addReading(a.agent, deal!.id, reel, {
      readOn: '2026-04-16',
      impressions: 50_000,
    });
    expect(await flagged()).toEqual([later]);
    const after = (await getOk(a, 'groupBy=type')).rows.find((r) => r.key === 'reel_instagram')!;
    expect(after.impressions).toBe(before.impressions! + 10_000);
    const rows = await t.db
      .select()
      .from(publicationReadings)
      .where(eq(publicationReadings.agencyId, a.agencyId));
    const latest = new Set(getLatestReadings(rows).map((row) => row.id));
    expect(new Set(rows.filter((row) => row.isLatest).map((row) => row.id))).toEqual(latest);

    const deleted = await a.agent.delete(`/api/collaborations/${deal!.id}/readings/${later}`);
    expect(deleted.status).toBe(200);
    expect(await flagged()).toHaveLength(1);
    const again = (await getOk(a, 'groupBy=type')).rows.find((r) => r.key === 'reel_instagram')!;
    expect(again).toEqual(before);
  });

  it("follows a deliverable's price and day, its deal's billed price and a deleted client", async () => {
    const [first, second] = deals as [(typeof deals)[number], (typeof deals)[number]];
    await t.db
      .update(deliverables)
      .set({ priceCents: 70_000, publishedOn: '2026-05-03', type: 'youtube' })
      .where(eq(deliverables.id, first.deliverables[2]!));
    await t.db
      .update(collaborations)
      .set({ billedCents: 500_000 })
      .where(eq(collaborations.id, second.id));
    await t.db.delete(clients).where(eq(clients.id, a.nike));
    const publications = await readPublications(a.agencyId);
    for (const groupBy of ['client', 'type', 'period'] as const) {
      const answer = await getOk(a, `groupBy=${groupBy}`);
      expectFigures(answer.total, bruteForce(publications));
      for (const row of answer.rows) {
        const members = publications.filter((p) => groupKey[groupBy](p) === row.key);
        expect(members.length, row.key).toBeGreaterThan(0);
        expectFigures(row, bruteForce(members));
      }
    }
    const byClient = await getOk(a, 'groupBy=client');
    expect(byClient.rows.map((row) => row.label).sort()).toEqual(['Lancôme', 'Nike']);
    expect(byClient.rows.map((row) => row.key)).toContain('brand:Nike');
    expect((await getOk(a, 'groupBy=period')).rows.map((row) => row.key)).toContain('2026-05');
  });

  it("counts nothing of another agency's publications", async () => {
    const answer = await getOk(b, 'groupBy=client');
    expect(answer).toMatchObject({ rows: [], groupCount: 0, total: { publications: 0 } });
    expect(answer.total.impressions).toBeNull();
    expect(answer.total.cpmCost).toBeNull();
  });

  it('needs the Collaborations permission (403)', async () => {
    const member = await joinWithout(a, ['collaborations']);
    expect((await member.get('/api/clients')).status).toBe(200);
    for (const path of ['', '/benchmarks', `/benchmark?influencerId=${a.lea}&type=tiktok`]) {
      expect((await member.get(`/api/performances${path}`)).status, path).toBe(403);
    }
  });

  it('refuses bad parameters with a French message naming the field', async () => {
    const f = performancesText.fields;
    const cases: [string, string, string][] = [
      ['groupBy=client2', 'groupBy', f.groupBy],
      ['from=2026-02-30', 'from', f.from],
      ['limit=0', 'limit', f.limit],
      ['offset=-1', 'offset', f.offset],
    ];
    for (const [query, field, label] of cases) {
      const response = await a.agent.get(`/api/performances?${query}`);
      expect(response.status, query).toBe(422);
      expect(response.json.error.fields[field], query).toContain(label);
    }
    const reversed = await a.agent.get('/api/performances?from=2026-04-01&to=2026-03-01');
    expect(reversed.status).toBe(422);
    expect(reversed.json.error.fields.to).toBe('La fin de période doit suivre son début.');
  });
});
