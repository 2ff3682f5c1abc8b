// Issue 30, decision 0058: the agency's benchmarks (quartiles of CPM and engagement rate per
// platform, type and audience tier) against a brute-force computation, « peu de données », and
// the deal form's median-CPM hint; isolation and bad parameters.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { influencerPlatforms } from '#server/db/schema/address-book';
import {
  a,
  b,
  type Agency,
  addReading,
  createPublishedDeal,
  readPublications,
  setAudience,
  t,
} from '#server/features/performances/performances-testing';
import {
  BENCHMARK_MIN_COUNT,
  getAudiencePlatform,
  getAudienceTier,
  getPlatformOfType,
  getPriceAtCpm,
  getQuartiles,
} from '#shared/domain/benchmarks';
import { getCostPer, getEngagementRate } from '#shared/domain/performance';
import { performancesText } from '#shared/i18n/fr-performances';
import type { BenchmarkHint, BenchmarksAnswer } from '#shared/schemas/performances';

const AUDIENCES = { lea: { instagram: 50_000 }, tom: { instagram: 20_000, tiktok: 2_000_000 } };
const REEL_PRICES = [100_000, 150_000, 90_000, 200_000, 120_000, 80_000];

beforeAll(async () => {
  await setAudience(a, a.lea, 'instagram', AUDIENCES.lea.instagram);
  // Two accounts on one platform: the larger counts.
  await setAudience(a, a.tom, 'instagram', 5_000);
  await setAudience(a, a.tom, 'instagram', AUDIENCES.tom.instagram);
  await setAudience(a, a.tom, 'tiktok', AUDIENCES.tom.tiktok);
  const reels = await createPublishedDeal(a, {
    clientId: a.lancome,
    billedCents: 900_000,
    publishedOn: '2026-05-04',
    lines: [
      {
        influencerId: a.lea,
        deliverables: REEL_PRICES.map((priceCents) => ({ type: 'reel_instagram', priceCents })),
      },
    ],
  });
  for (const [index, deliverableId] of reels.deliverables.entries()) {
    // The last reel gives no impressions: it counts, but gives no CPM.
    const impressions = index === 5 ? null : 30_000 + index * 7_000;
    await addReading(a.agent, reels.id, deliverableId, {
      readOn: '2026-05-10',
      impressions,
      reach: 20_000 + index * 5_000,
      likes: 900 + index * 150,
      comments: 40,
    });
  }
  const others = await createPublishedDeal(a, {
    clientId: a.nike,
    billedCents: null,
    publishedOn: '2026-05-20',
    lines: [
      {
        influencerId: a.tom,
        deliverables: [
          { type: 'tiktok', priceCents: 300_000 },
          { type: 'reel_instagram', priceCents: 60_000 },
          { type: 'ugc', priceCents: 30_000 },
        ],
      },
    ],
  });
  // Léa has no Snapchat account: her story's tier is unknown.
  const snap = await createPublishedDeal(a, {
    clientId: a.nike,
    billedCents: null,
    publishedOn: '2026-05-20',
    lines: [
      { influencerId: a.lea, deliverables: [{ type: 'story_snapchat', priceCents: 20_000 }] },
    ],
  });
  const [tiktok, reel, ugc] = others.deliverables as [string, string, string];
  await addReading(a.agent, others.id, tiktok, {
    readOn: '2026-05-21',
    impressions: 1_500_000,
    views: 900_000,
    likes: 60_000,
  });
  await addReading(a.agent, others.id, reel, {
    readOn: '2026-05-21',
    impressions: 22_000,
    likes: 500,
  });
  await addReading(a.agent, others.id, ugc, { readOn: '2026-05-21', impressions: 8_000 });
  await addReading(a.agent, snap.id, snap.deliverables[0]!, {
    readOn: '2026-05-21',
    impressions: 3_000,
    reach: 2_500,
    saves: 20,
  });
});

const audienceOf = (influencer: string, type: string): number | null => {
  const platform = getAudiencePlatform(type);
  const table: Record<string, Record<string, number>> = {
    [a.lea]: AUDIENCES.lea,
    [a.tom]: AUDIENCES.tom,
  };
  return platform ? (table[influencer]?.[platform] ?? null) : null;
};

async function getHint(agency: Agency, influencerId: string, type: string) {
  const response = await agency.agent.get(
    `/api/performances/benchmark?influencerId=${influencerId}&type=${encodeURIComponent(type)}`,
  );
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json.hint as BenchmarkHint;
}

/** Léa's and Tom's reels: one tier (10–100k), their CPMs on the creators' cost. */
async function reelCpms() {
  const publications = await readPublications(a.agencyId);
  return publications
    .filter((p) => p.item.type === 'reel_instagram')
    .map((p) => getCostPer(p.cost, p.reading.impressions, 1000))
    .filter((cpm) => cpm !== null);
}

describe('the benchmarks', () => {
  it('gives the quartiles a brute-force computation gives, and flags few data', async () => {
    const response = await a.agent.get('/api/performances/benchmarks');
    expect(response.status).toBe(200);
    const { rows } = response.json as BenchmarksAnswer;
    const publications = await readPublications(a.agencyId);
    const expected = new Map<string, { cpm: number[]; rate: number[]; count: number }>();
    // Tom's are his TikTok, his UGC and his one reel (60,000); the others are Léa's.
    const influencerOf = (p: (typeof publications)[number]) =>
      p.item.type === 'tiktok' || p.item.type === 'ugc' || p.item.priceCents === 60_000
        ? a.tom
        : a.lea;
    for (const p of publications) {
      const tier = getAudienceTier(audienceOf(influencerOf(p), p.item.type));
      const key = `${getPlatformOfType(p.item.type)}|${p.item.type}|${tier}`;
      const entry = expected.get(key) ?? { cpm: [], rate: [], count: 0 };
      entry.count += 1;
      const cpm = getCostPer(p.cost, p.reading.impressions, 1000);
      if (cpm !== null) entry.cpm.push(cpm);
      const rate = getEngagementRate(p.reading);
      if (rate !== null) entry.rate.push(rate.rate);
      expected.set(key, entry);
    }
    expect(rows.map((row) => `${row.platform}|${row.type}|${row.tier}`).sort()).toEqual(
      [...expected.keys()].sort(),
    );
    for (const row of rows) {
      const entry = expected.get(`${row.platform}|${row.type}|${row.tier}`)!;
      expect(row.count).toBe(entry.count);
      expect(row.isFewData).toBe(entry.count < BENCHMARK_MIN_COUNT);
      const cpm = getQuartiles(entry.cpm);
      const rate = getQuartiles(entry.rate);
      if (cpm === null) expect(row.cpm).toBeNull();
      else {
        expect(row.cpm!.count).toBe(entry.cpm.length);
        expect(row.cpm!.q1).toBeCloseTo(cpm.q1, 6);
        expect(row.cpm!.median).toBeCloseTo(cpm.median, 6);
        expect(row.cpm!.q3).toBeCloseTo(cpm.q3, 6);
      }
      if (rate === null) expect(row.engagementRate).toBeNull();
      else expect(row.engagementRate!.median).toBeCloseTo(rate.median, 10);
    }
    const reels = rows.find((row) => row.type === 'reel_instagram' && row.tier === '10k_100k');
    expect(reels).toMatchObject({ platform: 'instagram', count: 7, isFewData: false });
    expect(rows.find((row) => row.type === 'story_snapchat')).toMatchObject({
      tier: 'unknown',
      isFewData: true,
    });
    expect(rows.find((row) => row.type === 'ugc')).toMatchObject({
      platform: 'ugc',
      tier: 'unknown',
    });
  });

  it("prices the creator's audience at the median CPM of their platform, type and tier", async () => {
    const median = getQuartiles(await reelCpms())!.median;
    const hint = await getHint(a, a.tom, 'reel_instagram');
    expect(hint).toMatchObject({
      type: 'reel_instagram',
      tier: '10k_100k',
      audience: 20_000,
      count: 6,
    });
    expect(hint!.medianCpmCents).toBeCloseTo(median, 6);
    expect(hint!.priceCents).toBe(getPriceAtCpm(20_000, hint!.medianCpmCents));
    const lea = await getHint(a, a.lea, 'reel_instagram');
    expect(lea!.priceCents).toBe(getPriceAtCpm(50_000, hint!.medianCpmCents));
  });

  it('stays silent under the minimum, for UGC, a free type or without an audience', async () => {
    expect(await getHint(a, a.tom, 'tiktok')).toBeNull();
    expect(await getHint(a, a.tom, 'ugc')).toBeNull();
    expect(await getHint(a, a.tom, 'Podcast')).toBeNull();
    expect(await getHint(a, a.zoe, 'reel_instagram')).toBeNull();
    // Léa has no TikTok account.
    expect(await getHint(a, a.lea, 'tiktok')).toBeNull();
  });

  it("moves a creator's publications to their new tier when their accounts change", async () => {
    const rowsOf = async () =>
      ((await a.agent.get('/api/performances/benchmarks')).json as BenchmarksAnswer).rows.filter(
        (row) => row.type === 'reel_instagram',
      );
    expect((await rowsOf()).map((row) => [row.tier, row.count])).toEqual([['10k_100k', 7]]);
    // As an edit of the influencer does: the accounts replaced.
    await t.db
      .delete(influencerPlatforms)
      .where(
        and(eq(influencerPlatforms.influencerId, a.tom), eq(influencerPlatforms.name, 'instagram')),
      );
    await setAudience(a, a.tom, 'instagram', 200_000);
    expect((await rowsOf()).map((row) => [row.tier, row.count])).toEqual([
      ['100k_1m', 1],
      ['10k_100k', 6],
    ]);
    await t.db.delete(influencerPlatforms).where(eq(influencerPlatforms.influencerId, a.tom));
    expect((await rowsOf()).map((row) => [row.tier, row.count])).toEqual([
      ['10k_100k', 6],
      ['unknown', 1],
    ]);
  });

  it("knows nothing of another agency's history nor its creators", async () => {
    const response = await b.agent.get('/api/performances/benchmarks');
    expect(response.json).toEqual({ rows: [] });
    expect(await getHint(b, b.lea, 'reel_instagram')).toBeNull();
    const theirs = await b.agent.get(
      `/api/performances/benchmark?influencerId=${a.lea}&type=tiktok`,
    );
    expect(theirs.status).toBe(404);
  });

  it('refuses a missing influencer or type with a French message naming it', async () => {
    const f = performancesText.fields;
    const none = await a.agent.get('/api/performances/benchmark?type=tiktok');
    expect(none.status).toBe(422);
    expect(none.json.error.fields.influencerId).toContain(f.influencerId);
    const bad = await a.agent.get(`/api/performances/benchmark?influencerId=${a.lea}&type=`);
    expect(bad.status).toBe(422);
    expect(bad.json.error.fields.type).toContain(f.type);
  });
});
