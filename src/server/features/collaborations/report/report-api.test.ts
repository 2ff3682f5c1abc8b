// Issue 30: the campaign report of a deal (GET …/report) against a brute force from the rows
// inserted (its conclusion, isolation and permissions: report-conclusion.test.ts).
import { describe, expect, it } from 'vitest';
import { randomOf } from '#shared/domain/report-testing';
import {
  a,
  createReportDeal,
  insertReadings,
  publish,
  readReport,
  type InsertedReading,
} from '#server/features/collaborations/report/report-testing';
import { METRICS, type Metrics } from '#shared/domain/performance';

// A deterministic generator: the test never depends on chance.
/** The latest reading of each deliverable, plainly: the largest (day, entry time). */
function latestOf(readings: InsertedReading[], upTo = '9999-12-31') {
  const latest = new Map<string, InsertedReading>();
  for (const reading of readings) {
    if (reading.readOn > upTo) continue;
    const kept = latest.get(reading.deliverableId);
    const key = (one: InsertedReading) => `${one.readOn}|${one.createdAt.toISOString()}`;
    if (!kept || key(reading) > key(kept)) latest.set(reading.deliverableId, reading);
  }
  return latest;
}

const engagementsOf = (m: Metrics) => {
  const parts = [m.likes, m.comments, m.shares, m.saves].filter(
    (v) => v !== null && v !== undefined,
  );
  return parts.length === 0 ? null : parts.reduce((x, y) => x! + y!, 0)!;
};

const sumOrNull = (values: Array<number | null | undefined>) => {
  const given = values.filter((v): v is number => v !== null && v !== undefined);
  return given.length === 0 ? null : given.reduce((x, y) => x + y, 0);
};

describe('the campaign report', () => {
  it('sums the latest readings of the published deliverables, as a brute force does', async () => {
    const deal = await createReportDeal(a);
    const [l1, l2, l3, t1, t2] = deal.items as [string, string, string, string, string];
    // Published in an order unlike the deal's: the report keeps the deal's order.
    for (const id of [t1, l3, l1, l2]) await publish(deal, id);
    const random = randomOf(30);
    const value = () => {
      const roll = random(10);
      if (roll < 3) return null;
      return roll === 3 ? 0 : random(200_000);
    };
    const readings: InsertedReading[] = Array.from({ length: 60 }, (_, index) => ({
      // t2 is not published: its readings never count.
      deliverableId: [l1, l2, l3, t1, t2][random(5)]!,
      readOn: `2026-11-${String(1 + random(20)).padStart(2, '0')}`,
      createdAt: new Date(Date.UTC(2026, 10, 25, 0, 0, random(50_000), index)),
      ...Object.fromEntries(METRICS.map((key) => [key, value()])),
    }));
    // l2 without any reading.
    const inserted = readings.filter((reading) => reading.deliverableId !== l2);
    await insertReadings(deal, inserted);

    const report = await readReport(deal);
    const published = [l1, l2, l3, t1];
    const counted = inserted.filter((reading) => published.includes(reading.deliverableId));
    const latest = latestOf(counted);
    const prices: Record<string, number> = {
      [l1]: 120_000,
      [l2]: 80_000,
      [l3]: 30_000,
      [t1]: 50_000,
    };
    const billedOf = (id: string) => (900_000 * prices[id]!) / 300_000;

    expect(report.publications.map((p) => p.deliverableId)).toEqual(published);
    expect(report.totals).toMatchObject({ publications: 4, deliverables: 5 });
    expect(report.totals.budget).toEqual({
      billedCents: 900_000,
      costCents: 300_000,
      marginCents: 600_000,
    });
    expect(report.name).toBe('Noël scintillant');
    expect(report.showsBudget).toBe(true);
    for (const key of METRICS) {
      expect(report.totals.metrics[key], key).toBe(
        sumOrNull([...latest.values()].map((r) => r[key])),
      );
    }
    expect(report.totals.engagements).toBe(sumOrNull([...latest.values()].map(engagementsOf)));

    // CPM on both prices: the cost of the publications that give impressions only.
    const withImpressions = [...latest.values()].filter((r) => r.impressions != null);
    const impressions = withImpressions.reduce((x, r) => x + r.impressions!, 0);
    const cost = withImpressions.reduce((x, r) => x + prices[r.deliverableId]!, 0);
    const billed = withImpressions.reduce((x, r) => x + billedOf(r.deliverableId), 0);
    expect(impressions).toBeGreaterThan(0);
    expect(report.totals.onCost?.cpm).toBeCloseTo((cost / impressions) * 1000, 9);
    expect(report.totals.onBilled?.cpm).toBeCloseTo((billed / impressions) * 1000, 9);

    // The engagement rate: on the reach of the publications giving one, else on impressions.
    const engaged = [...latest.values()].filter((r) => engagementsOf(r) !== null);
    const onBase = (base: 'reach' | 'impressions') => {
      const counted = engaged.filter((r) => (r[base] ?? 0) > 0);
      const divisor = counted.reduce((x, r) => x + r[base]!, 0);
      return divisor === 0
        ? null
        : { rate: counted.reduce((x, r) => x + engagementsOf(r)!, 0) / divisor, base };
    };
    const rate = onBase('reach') ?? onBase('impressions');
    expect(report.totals.engagementRate?.base).toBe(rate?.base);
    expect(rate).not.toBeNull();
    expect(report.totals.engagementRate!.rate).toBeCloseTo(rate!.rate, 12);
    // CPE on the billed price: the billed shares of the publications with engagements.
    const engagements = engaged.reduce((x, r) => x + engagementsOf(r)!, 0);
    const billedEngaged = engaged.reduce((x, r) => x + billedOf(r.deliverableId), 0);
    expect(engagements).toBeGreaterThan(0);
    expect(report.totals.onBilled?.cpe).toBeCloseTo(billedEngaged / engagements, 9);

    // Each publication: its own latest reading, its price and its share of the billed price.
    for (const publication of report.publications) {
      const reading = latest.get(publication.deliverableId);
      expect(publication.readOn).toBe(reading?.readOn ?? null);
      expect(publication.costCents).toBe(prices[publication.deliverableId]);
      expect(publication.billedCents).toBeCloseTo(billedOf(publication.deliverableId), 9);
      expect(publication.metrics.impressions).toBe(reading?.impressions ?? null);
      expect(publication.publishedUrl).toBe('https://www.instagram.com/p/2026-11-02/');
    }
    expect(report.publications[1]).toMatchObject({ readOn: null, engagements: null });

    // Per creator: Léa's three publications, Tom's one.
    const [lea, tom] = report.creators;
    expect(lea).toMatchObject({ lineId: deal.lea, influencerName: 'Léa Dupont', publications: 3 });
    expect(lea!.costCents).toBe(230_000);
    expect(tom).toMatchObject({ lineId: deal.tom, publications: 1, costCents: 50_000 });
    const leaLatest = [l1, l2, l3].map((id) => latest.get(id)).filter((r) => r !== undefined);
    expect(lea!.metrics.views).toBe(sumOrNull(leaLatest.map((r) => r.views)));

    // The chart: one point per day read, each the sums as of that day.
    const days = [...new Set(counted.map((r) => r.readOn))].sort();
    expect(report.series.map((point) => point.day)).toEqual(days);
    for (const point of report.series) {
      const asOf = [...latestOf(counted, point.day).values()];
      expect(point.reach).toBe(sumOrNull(asOf.map((r) => r.reach)));
      expect(point.engagements).toBe(sumOrNull(asOf.map(engagementsOf)));
    }

    // The top three: most engagements first (ties: reach, impressions, the deal's order).
    const ranked = published
      .filter((id) => latest.has(id))
      .sort((x, y) => {
        const [rx, ry] = [latest.get(x)!, latest.get(y)!];
        const larger = (p: number | null | undefined, q: number | null | undefined) =>
          (q ?? -1) - (p ?? -1);
        return (
          larger(engagementsOf(rx), engagementsOf(ry)) ||
          larger(rx.reach, ry.reach) ||
          larger(rx.impressions, ry.impressions) ||
          published.indexOf(x) - published.indexOf(y)
        );
      });
    expect(report.top).toEqual(ranked.slice(0, 3));
  });

  it('shows nothing billed on an unbilled deal, and an empty report before any publication', async () => {
    const deal = await createReportDeal(a, null);
    const empty = await readReport(deal);
    expect(empty.publications).toEqual([]);
    expect(empty.series).toEqual([]);
    expect(empty.top).toEqual([]);
    expect(empty.totals).toMatchObject({ publications: 0, deliverables: 5, engagements: null });
    expect(empty.totals.budget).toEqual({
      billedCents: null,
      costCents: 300_000,
      marginCents: null,
    });
    expect(empty.creators.map((creator) => creator.publications)).toEqual([0, 0]);
    await publish(deal, deal.items[0]!);
    await insertReadings(deal, [
      {
        deliverableId: deal.items[0]!,
        readOn: '2026-11-03',
        createdAt: new Date(),
        impressions: 4_000,
        likes: 40,
      },
    ]);
    const report = await readReport(deal);
    expect(report.publications[0]!.billedCents).toBeNull();
    expect(report.totals.onBilled).toEqual({ cpm: null, cpv: null, cpe: null, cpc: null });
    expect(report.totals.onCost?.cpm).toBe((120_000 / 4_000) * 1000);
    expect(report.totals.engagementRate).toEqual({ rate: 0.01, base: 'impressions' });
  });

  it('shows the first picture of the latest version as the preview', async () => {
    const deal = await createReportDeal(a);
    const id = deal.items[0]!;
    const { sendDraft } = await import('#server/features/collaborations/contents/contents-testing');
    const asDeal = { agency: deal.agency, id: deal.id, first: id, second: deal.items[1]! };
    const sent = await sendDraft(asDeal, id, { name: 'v1.png', type: 'image/png' });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    const second = await sendDraft(asDeal, id, { name: 'v2.mp4', type: 'video/mp4' });
    expect(second.status, JSON.stringify(second.json)).toBe(201);
    await publish(deal, id);
    const [publication] = (await readReport(deal)).publications;
    expect(publication!.preview).toMatchObject({ fileName: 'v2.mp4', mimeType: 'video/mp4' });
    expect(Object.keys(publication!.preview!).sort()).toEqual(['fileId', 'fileName', 'mimeType']);
  });
});
