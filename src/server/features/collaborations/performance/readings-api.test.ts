// Issue 30: the agency's readings of a deal's publications — add, list, delete, their
// validation, history, walls, and the Corbeille bringing them back with their deal.
import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { recordEvents } from '#server/db/schema/history';
import { publicationReadings } from '#server/db/schema/performance';
import { t } from '#server/features/collaborations/collaborations-testing';
import {
  actOk,
  contentsPath,
  createDeal,
  joinWithout,
  type Deal,
} from '#server/features/collaborations/contents/contents-testing';
import { performance as text } from '#shared/i18n/fr-performance';
import { fr } from '#shared/i18n/fr';
import type { ReadingView, ReadingsOfDeal } from '#shared/schemas/performance';

const readingsPath = (deal: Deal, tail = '') => `/api/collaborations/${deal.id}/readings${tail}`;

const post = (deal: Deal, deliverableId: string, body: object, agent = deal.agency.agent) =>
  agent.post(contentsPath(deal, deliverableId, '/readings'), body);

async function postOk(deal: Deal, deliverableId: string, body: object) {
  const response = await post(deal, deliverableId, body);
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as ReadingView;
}

async function listOk(deal: Deal) {
  const response = await deal.agency.agent.get(readingsPath(deal));
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as ReadingsOfDeal;
}

/** A deal whose first deliverable is published. */
async function publishedDeal() {
  const deal = await createDeal();
  await actOk(deal, deal.first, {
    action: 'publish',
    publishedUrl: 'https://www.instagram.com/p/abc/',
    publishedOn: '2026-11-01',
  });
  return deal;
}

const readingEvents = async (deal: Deal) =>
  (
    await t.db
      .select({ changes: recordEvents.changes })
      .from(recordEvents)
      .where(and(eq(recordEvents.recordId, deal.id), eq(recordEvents.kind, 'collaboration')))
  )
    .flatMap((event) => event.changes as Array<{ field: string }>)
    .filter((change) => change.field === 'readings');

describe('the readings of a publication', () => {
  it('adds, lists newest first per deliverable, and deletes, each with a history line', async () => {
    const deal = await publishedDeal();
    const first = await postOk(deal, deal.first, {
      readOn: '2026-11-02',
      impressions: 10_000,
      reach: 8_000,
      views: 5_000,
      likes: 400,
      comments: 30,
    });
    expect(first).toMatchObject({
      deliverableId: deal.first,
      readOn: '2026-11-02',
      impressions: 10_000,
      reach: 8_000,
      likes: 400,
      shares: null,
      sales: null,
      source: 'agency',
      hasProof: false,
      authorName: `${deal.agency.account.user.firstName} ${deal.agency.account.user.lastName}`,
    });
    const huge = await postOk(deal, deal.first, { readOn: '2026-11-30', impressions: 10 ** 12 });
    expect(huge.impressions).toBe(10 ** 12);
    const sameDay = await postOk(deal, deal.first, { readOn: '2026-11-02', linkClicks: 12 });

    const list = await listOk(deal);
    expect(list.collaborationId).toBe(deal.id);
    expect(list.deliverables).toHaveLength(1);
    expect(list.deliverables[0]!.readings.map((reading) => reading.id)).toEqual([
      huge.id,
      sameDay.id,
      first.id,
    ]);

    const events = await readingEvents(deal);
    expect(events).toHaveLength(3);
    expect(events[0]).toEqual({
      field: 'readings',
      added: ['Léa Dupont · Post Instagram · Un post · Relevé du 2 novembre 2026'],
      removed: [],
    });

    const deleted = await deal.agency.agent.delete(readingsPath(deal, `/${huge.id}`));
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
    expect(deleted.json).toEqual({ id: huge.id });
    const again = await listOk(deal);
    expect(again.deliverables[0]!.readings.map((reading) => reading.id)).toEqual([
      sameDay.id,
      first.id,
    ]);
    const removal = (await readingEvents(deal)).at(-1);
    expect(removal).toEqual({
      field: 'readings',
      added: [],
      removed: ['Léa Dupont · Post Instagram · Un post · Relevé du 30 novembre 2026'],
    });
    const gone = await deal.agency.agent.delete(readingsPath(deal, `/${huge.id}`));
    expect(gone.status).toBe(404);
  });

  it('answers 422 naming the field for a bad number, too many likes or no statistic', async () => {
    const deal = await publishedDeal();
    const cases: Array<[object, string, string]> = [
      [{ reach: -1 }, 'reach', fr.fields.wholeNumber('Portée')],
      [{ views: 12.5 }, 'views', fr.fields.wholeNumber('Vues')],
      [{ saves: '3' }, 'saves', fr.fields.wholeNumber('Enregistrements')],
      [{ shares: 10 ** 13 }, 'shares', fr.fields.tooLarge('Partages')],
      [{ views: 10, likes: 11 }, 'likes', "Les « J'aime » ne peuvent pas dépasser les « Vues »."],
      [{ likes: null }, 'impressions', text.errors.noMetric],
    ];
    for (const [metrics, field, message] of cases) {
      const response = await post(deal, deal.first, { readOn: '2026-11-02', ...metrics });
      expect(response.status, JSON.stringify(metrics)).toBe(422);
      expect(response.json.error.fields[field], JSON.stringify(metrics)).toBe(message);
    }
    const noDay = await post(deal, deal.first, { likes: 3 });
    expect(noDay.json.error.fields.readOn).toBe(fr.fields.required('Date du relevé'));
    expect(await t.db.select().from(publicationReadings)).toSatisfy((rows: unknown[]) =>
      rows.every((row) => (row as { collaborationId: string }).collaborationId !== deal.id),
    );
  });

  it('refuses a reading of a deliverable not published: 409 in French', async () => {
    const deal = await publishedDeal();
    const response = await post(deal, deal.second, { readOn: '2026-11-02', likes: 3 });
    expect(response.status).toBe(409);
    expect(response.json.error.message).toBe(text.errors.notPublished);
    await actOk(deal, deal.first, { action: 'unpublish' });
    expect((await post(deal, deal.first, { readOn: '2026-11-02', likes: 3 })).status).toBe(409);
    expect((await listOk(deal)).deliverables).toEqual([]);
  });

  it('keeps another agency out: its deal, deliverable and readings are 404', async () => {
    const deal = await publishedDeal();
    const reading = await postOk(deal, deal.first, { readOn: '2026-11-02', likes: 3 });
    const other = await publishedDeal();
    const stranger = other.agency.agent;
    expect((await stranger.get(readingsPath(deal))).status).toBe(404);
    expect(
      (await post(deal, deal.first, { readOn: '2026-11-02', likes: 1 }, stranger)).status,
    ).toBe(404);
    // Its own deal's path with the first agency's deliverable or reading.
    expect((await post(other, deal.first, { readOn: '2026-11-02', likes: 1 })).status).toBe(404);
    const crossed = await other.agency.agent.delete(readingsPath(other, `/${reading.id}`));
    expect(crossed.status).toBe(404);
    expect((await stranger.delete(readingsPath(deal, `/${reading.id}`))).status).toBe(404);
    expect((await listOk(deal)).deliverables[0]!.readings).toHaveLength(1);
  });

  it('is closed to a member without the Collaborations section: 403', async () => {
    const deal = await publishedDeal();
    const reading = await postOk(deal, deal.first, { readOn: '2026-11-02', likes: 3 });
    const member = await joinWithout(deal, ['collaborations']);
    expect((await member.get(readingsPath(deal))).status).toBe(403);
    expect((await post(deal, deal.first, { readOn: '2026-11-03', likes: 5 }, member)).status).toBe(
      403,
    );
    expect((await member.delete(readingsPath(deal, `/${reading.id}`))).status).toBe(403);
    expect((await member.get(readingsPath(deal, `/${reading.id}/proof`))).status).toBe(403);
  });

  it('go to the Corbeille with their deal and come back on restore', async () => {
    const deal = await publishedDeal();
    const reading = await postOk(deal, deal.first, { readOn: '2026-11-02', reach: 900, likes: 3 });
    const agent = deal.agency.agent;
    expect((await agent.delete(`/api/collaborations/${deal.id}`)).status).toBe(200);
    expect(
      await t.db.select().from(publicationReadings).where(eq(publicationReadings.id, reading.id)),
    ).toEqual([]);
    const trash = (await agent.get('/api/trash')).json as {
      items: Array<{ id: string; recordId: string }>;
    };
    const item = trash.items.find((entry) => entry.recordId === deal.id);
    expect(item).toBeDefined();
    const restored = await agent.post(`/api/trash/${item!.id}/restore`);
    expect(restored.status, JSON.stringify(restored.json)).toBe(200);
    expect((await listOk(deal)).deliverables[0]!.readings).toEqual([reading]);
  });

  it("report their deal on the live feed (migration 0030's channel)", async () => {
    const deal = await publishedDeal();
    const heard: Array<Record<string, unknown>> = [];
    const stop = await t.database.listen('record_changes', {
      onMessage: (payload) => heard.push(JSON.parse(payload) as Record<string, unknown>),
    });
    try {
      const reading = await postOk(deal, deal.first, { readOn: '2026-11-02', likes: 3 });
      await vi.waitFor(() =>
        expect(heard).toContainEqual(
          expect.objectContaining({ kind: 'collaboration', id: deal.id, op: 'update' }),
        ),
      );
      heard.length = 0;
      await deal.agency.agent.delete(readingsPath(deal, `/${reading.id}`));
      await vi.waitFor(() =>
        expect(heard).toContainEqual(
          expect.objectContaining({ kind: 'collaboration', id: deal.id, op: 'update' }),
        ),
      );
    } finally {
      await stop();
    }
  });
});
