// Issue 30, decision 0060: publications' readings imported from a CSV or .xlsx file, each row
// matched to a published deliverable of the agency by its link; what matches nothing, or
// several, and every bad value is reported with its line and field.
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliverables } from '#server/db/schema/collaborations';
import { recordEvents } from '#server/db/schema/history';
import { influencerBody } from '#server/testing/bodies';
import { createAgent, signUpUser, type Agent } from '#server/testing/harness';
import {
  importFile,
  newAgency,
  reportOf,
  t,
  upload,
  utf8,
  waitForJob,
} from '#server/features/imports/imports-testing';
import type { ReadingsOfDeal } from '#shared/schemas/performance';
import { importsScreen } from '#shared/i18n/fr-imports';
import { performance } from '#shared/i18n/fr-performance';
import { fr } from '#shared/i18n/fr';

const text = importsScreen.errors;

type Deal = { agent: Agent; id: string; deliverables: string[] };

/** A deal of the agency with one creator and `count` deliverables (Instagram posts). */
async function createDeal(agent: Agent, count = 2): Promise<Deal> {
  const client = await agent.post('/api/clients', { brandName: 'Maison Lumière' });
  const influencer = await agent.post('/api/influencers', influencerBody('Léa Dupont'));
  const deliverable = { type: 'post_instagram', description: 'Un post', priceCents: 10_000 };
  const deal = await agent.post('/api/collaborations', {
    name: 'Été Radieux',
    type: 'collaboration_entrante',
    clientId: client.json.id,
    contactDate: '2026-03-02',
    signatureDate: '',
    manager: 'Camille Martin',
    influencers: [
      {
        influencerId: influencer.json.id,
        deliverables: Array.from({ length: count }, () => ({ ...deliverable, isPosted: false })),
      },
    ],
  });
  expect(deal.status, JSON.stringify(deal.json)).toBe(201);
  const items = deal.json.influencers[0].deliverables as { id: string }[];
  return { agent, id: deal.json.id, deliverables: items.map((item) => item.id) };
}

async function publish(deal: Deal, deliverableId: string, publishedUrl: string) {
  const path = `/api/collaborations/${deal.id}/contents/${deliverableId}/actions`;
  const response = await deal.agent.post(path, {
    action: 'publish',
    publishedUrl,
    publishedOn: '2026-11-01',
  });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
}

async function readingsOf(deal: Deal) {
  const response = await deal.agent.get(`/api/collaborations/${deal.id}/readings`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return (response.json as ReadingsOfDeal).deliverables;
}

const readingLines = async (dealId: string) =>
  (
    await t.db
      .select({ changes: recordEvents.changes })
      .from(recordEvents)
      .where(and(eq(recordEvents.recordId, dealId), eq(recordEvents.kind, 'collaboration')))
  )
    .flatMap((event) => event.changes as Array<{ field: string; after: unknown }>)
    .filter((change) => change.field === 'readings');

describe('importing readings from a CSV file', () => {
  it('matches each link to its publication, skips a day already read and reports the rest', async () => {
    const { agent, user } = await newAgency();
    const deal = await createDeal(agent);
    const [first, second] = deal.deliverables as [string, string];
    await publish(deal, first, 'https://www.instagram.com/p/AbC/');
    await publish(deal, second, 'https://www.tiktok.com/@lea/video/42?lang=fr');
    // Another agency's publication: its link is never one of this agency's.
    const stranger = await createDeal((await newAgency()).agent, 1);
    await publish(stranger, stranger.deliverables[0]!, 'https://www.instagram.com/p/Zzz/');

    const csv = [
      'Lien de la publication;Date;Impressions;Portée;Vues;Likes;Commentaires',
      'instagram.com/p/AbC?igsh=MWZ0;07/11/2026;10 000;8000;5000;400;30',
      'http://tiktok.com/@lea/video/42/;2026-11-08;;;2000;100;',
      'https://instagram.com/p/Zzz/;2026-11-08;100;;;;',
      'https://instagram.com/p/AbC/;2026-11-09;beaucoup;;;;',
      'https://instagram.com/p/AbC/;2026-11-09;;;10;20;',
      'https://www.instagram.com/p/AbC;07/11/2026;11000;;;;',
      'https://instagram.com/p/Inconnu/;2026-11-09;5;;;;',
    ].join('\r\n');
    const uploaded = await upload(agent, 'readings', 'releves.csv', utf8(csv));
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
    const { job } = uploaded.json;
    const { mapping } = uploaded.json;
    expect(mapping).toEqual([
      'publishedUrl',
      'readOn',
      'impressions',
      'reach',
      'views',
      'likes',
      'comments',
    ]);

    const path = `/api/imports/readings/${job.id}`;
    const preview = await agent.post(`${path}/preview`, { mapping });
    expect(preview.status, JSON.stringify(preview.json)).toBe(200);
    const cellErrors = preview.json.rows.map((row: { cellErrors: object }) => row.cellErrors);
    expect(cellErrors).toEqual([
      {},
      {},
      { 0: text.unknownLink },
      { 2: fr.fields.wholeNumber(performance.metrics.impressions) },
      { 5: performance.errors.likesAboveViews },
      {},
      { 0: text.unknownLink },
    ]);

    const rule = 'skip';
    const summary = await agent.post(`${path}/summary`, { mapping, rule });
    expect(summary.json).toMatchObject({ create: 2, update: 0, skip: 1, error: 4, records: 7 });
    expect(await readingsOf(deal)).toEqual([]);

    expect((await agent.post(`${path}/start`, { mapping, rule })).status).toBe(202);
    const done = await waitForJob(agent, 'readings', job.id);
    expect(done).toMatchObject({
      status: 'done',
      created: 2,
      skipped: 1,
      failed: 4,
      processedRows: 7,
    });

    const readings = await readingsOf(deal);
    const byDeliverable = new Map(readings.map((item) => [item.deliverableId, item.readings]));
    expect(byDeliverable.get(first)).toEqual([
      expect.objectContaining({
        readOn: '2026-11-07',
        impressions: 10_000,
        reach: 8_000,
        views: 5_000,
        likes: 400,
        comments: 30,
        shares: null,
        source: 'import',
        authorName: `${user.firstName} ${user.lastName}`,
      }),
    ]);
    expect(byDeliverable.get(second)).toEqual([
      expect.objectContaining({
        readOn: '2026-11-08',
        views: 2_000,
        likes: 100,
        impressions: null,
      }),
    ]);
    // One line of the deal's history per reading, as the form writes it.
    expect(await readingLines(deal.id)).toHaveLength(2);
    expect(await readingsOf(stranger)).toEqual([]);

    const report = await reportOf(agent, 'readings', job.id);
    expect(report).toContain(`4;Lien de la publication : ${text.unknownLink}`);
    expect(report).toContain(
      `5;Impressions : ${fr.fields.wholeNumber(performance.metrics.impressions)}`,
    );
    expect(report).toContain(`6;Likes : ${performance.errors.likesAboveViews}`);
    expect(report).toContain(`8;Lien de la publication : ${text.unknownLink}`);
    expect(report).not.toMatch(/\r\n(2|3|7);/);

    // The same file again: every reading is already there for its day.
    const again = await importFile(agent, 'readings', 'releves.csv', utf8(csv));
    expect(again.job).toMatchObject({ status: 'done', created: 0, skipped: 3, failed: 4 });
  });
});

describe('importing readings from an .xlsx file', () => {
  it('reports a link two publications share, and adds a day twice with the create rule', async () => {
    const { agent } = await newAgency();
    const deal = await createDeal(agent);
    await publish(deal, deal.deliverables[0]!, 'https://www.youtube.com/watch?v=vid1&t=3s');
    await publish(deal, deal.deliverables[1]!, 'https://youtu.be/vid1');
    const otherDeal = await createDeal(agent, 1);
    await publish(otherDeal, otherDeal.deliverables[0]!, 'https://www.instagram.com/reel/Q1/');

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Relevés');
    sheet.addRow(['Lien', 'Date du relevé', 'Vues', "J'aime", 'Ventes']);
    sheet.addRow(['https://youtube.com/watch?v=vid1', new Date(Date.UTC(2026, 10, 7)), 100, 1, 0]);
    sheet.addRow([
      { text: 'instagram.com/reel/Q1', hyperlink: 'https://instagram.com/reel/Q1' },
      new Date(Date.UTC(2026, 10, 7)),
      500,
      20,
      3,
    ]);
    sheet.addRow(['https://instagram.com/reel/Q1?utm_source=ig', '2026-11-07', 600, 25, null]);
    sheet.addRow(['https://instagram.com/reel/Q1', '2026-11-08', 1.5, 2, null]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());

    const { job, summary } = await importFile(agent, 'readings', 'releves.xlsx', bytes, 'create');
    expect(summary).toMatchObject({ create: 2, skip: 0, error: 2 });
    expect(job).toMatchObject({ status: 'done', created: 2, failed: 2 });
    expect(await readingsOf(deal)).toEqual([]);
    const [reelReadings] = await readingsOf(otherDeal);
    expect(
      reelReadings!.readings.map((reading) => [reading.readOn, reading.views, reading.sales]),
    ).toEqual(
      expect.arrayContaining([
        ['2026-11-07', 500, 3],
        ['2026-11-07', 600, null],
      ]),
    );
    const report = await reportOf(agent, 'readings', job.id);
    expect(report).toContain(`2;Lien : ${text.ambiguousLink(2)}`);
    expect(report).toContain(`5;Vues : ${fr.fields.wholeNumber(performance.metrics.views)}`);
  });
});

describe('a link whose publication is not online', () => {
  it("is reported with the reading form's own message", async () => {
    const { agent } = await newAgency();
    const deal = await createDeal(agent, 1);
    const [id] = deal.deliverables as [string];
    await publish(deal, id, 'https://www.instagram.com/p/Gone/');
    // The link kept on a deliverable moved back (as an older row may hold it).
    await t.db
      .update(deliverables)
      .set({ stage: 'approved', isPosted: false })
      .where(eq(deliverables.id, id));
    const file = utf8('Lien;Date;Vues\ninstagram.com/p/Gone;2026-11-07;5');
    const { job } = await importFile(agent, 'readings', 'a.csv', file);
    expect(job).toMatchObject({ status: 'done', created: 0, failed: 1 });
    const report = await reportOf(agent, 'readings', job.id);
    expect(report).toContain(`2;Lien : ${performance.errors.notPublished}`);
    expect(await readingsOf(deal)).toEqual([]);
  });
});

describe('who may import readings', () => {
  it('needs the Collaborations permission, and a file never updates a reading', async () => {
    const { agent } = await newAgency();
    const file = utf8('Lien;Date;Vues\ninstagram.com/p/a;2026-11-07;5');
    const code = (await agent.get('/api/account')).json.agency.joinCode as string;
    const member = createAgent(t.app, '198.51.100.7');
    const account = await signUpUser(member, { agency: { code } });
    const closed = await agent.putCurrent(`/api/account/team/${account.user.id}/permissions`, {
      key: 'collaborations',
      value: false,
    });
    expect(closed.status).toBe(200);
    expect((await upload(member, 'readings', 'a.csv', file)).status).toBe(403);
    expect((await member.get('/api/imports/readings/current')).status).toBe(403);

    const { job, mapping } = (await upload(agent, 'readings', 'a.csv', file)).json;
    const path = `/api/imports/readings/${job.id}`;
    const refused = await agent.post(`${path}/start`, { mapping, rule: 'update' });
    expect(refused.status).toBe(422);
    expect(refused.json.error.message).toBe(text.rule);
    const noLink = await agent.post(`${path}/preview`, {
      mapping: [null, 'readOn', 'views'],
    });
    expect(noLink.status).toBe(422);
    expect(noLink.json.error.message).toBe(text.missingField('Lien de la publication'));
  });
});
