// Issue 30, decision 0059: a creator gives their publication's statistics through their link,
// with a screenshot — published deliverables of their own line only, the proof their link's own
// finished upload, the agency's validation, and the agency reading it back with its capture.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { recordEvents } from '#server/db/schema/history';
import {
  a,
  callWithLink,
  contentPath,
  postWithLink,
  t,
  uploadWithLink,
} from '#server/features/collaborations/links/links-testing';
import { uploadBytes } from '#server/testing/uploads';
import { contents as contentsText } from '#shared/i18n/fr-contents';
import { performance as text } from '#shared/i18n/fr-performance';
import { readings as readingsText } from '#shared/i18n/fr-readings';
import { fr } from '#shared/i18n/fr';
import {
  agencyReadings,
  createLiveDeal,
  postReading,
  proofOf,
  reading,
} from '#server/features/collaborations/links/links-readings-testing';

describe("a creator's readings through their link", () => {
  it('adds a reading with its screenshot; the agency reads it and its capture', async () => {
    const deal = await createLiveDeal();
    const bytes = randomBytes(2048);
    const upload = await uploadWithLink(deal.lea, bytes, 'mes-stats.png', 'image/png');
    const sent = await postReading(deal.lea, deal.leaItem, {
      ...reading,
      proofUploadId: upload.id,
    });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json.id).toBe(deal.leaItem);
    expect(sent.json.readings).toHaveLength(1);
    expect(sent.json.readings[0]).toEqual({
      id: expect.any(String),
      readOn: '2026-11-08',
      source: 'creator',
      impressions: 12_000,
      reach: 9_000,
      views: null,
      likes: 450,
      comments: null,
      shares: null,
      saves: 30,
      linkClicks: null,
      sales: null,
    });

    const list = await agencyReadings(deal);
    const [saved] = list.deliverables[0]!.readings;
    expect(saved).toMatchObject({
      deliverableId: deal.leaItem,
      source: 'creator',
      authorName: 'Léa Dupont',
      hasProof: true,
      impressions: 12_000,
    });
    const proof = await t.app.request(
      `/api/collaborations/${deal.id}/readings/${saved!.id}/proof`,
      { headers: { cookie: deal.agency.agent.cookie, 'x-forwarded-for': '203.0.113.1' } },
    );
    expect(proof.status).toBe(200);
    expect(Buffer.from(await proof.arrayBuffer()).equals(bytes)).toBe(true);
    expect(proof.headers.get('content-type')).toBe('image/png');
    expect(proof.headers.get('content-disposition')).toMatch(/^inline;.*mes-stats\.png/);
    expect(proof.headers.get('x-content-type-options')).toBe('nosniff');

    // One line of the deal's history, naming the creator and how they came.
    const events = await t.db
      .select({ actorName: recordEvents.actorName, changes: recordEvents.changes })
      .from(recordEvents)
      .where(and(eq(recordEvents.recordId, deal.id), eq(recordEvents.kind, 'collaboration')));
    const lines = events.filter((event) =>
      (event.changes as Array<{ field: string }>).some((change) => change.field === 'readings'),
    );
    expect(lines).toEqual([
      {
        actorName: contentsText.history.byLink('Léa Dupont', 'creator'),
        changes: [
          {
            field: 'readings',
            added: ['Léa Dupont · Post Instagram · Un post · Relevé du 8 novembre 2026'],
            removed: [],
          },
        ],
      },
    ]);

    // The creator's page lists it under the publication; the brand's page has no readings.
    const page = await callWithLink('/api/link/me', deal.lea);
    const [live, draft] = page.json.influencers[0].deliverables;
    expect(live.readings.map((item: { id: string }) => item.id)).toEqual([saved!.id]);
    expect(draft.readings).toBeUndefined();
    expect(JSON.stringify(page.json)).not.toContain('proof');
    const brandPage = await callWithLink('/api/link/me', deal.brand);
    expect(brandPage.json.influencers[0].deliverables[0].readings).toBeUndefined();

    // An agency's reading without a capture has none to serve.
    const typed = await deal.agency.agent.post(
      `/api/collaborations/${deal.id}/contents/${deal.leaItem}/readings`,
      { readOn: '2026-11-09', likes: 3 },
    );
    expect(typed.status).toBe(201);
    const none = await deal.agency.agent.get(
      `/api/collaborations/${deal.id}/readings/${typed.json.id}/proof`,
    );
    expect(none.status).toBe(404);
  });

  it('takes a published deliverable only: 409 in French, nothing stored', async () => {
    const deal = await createLiveDeal();
    const refused = await postReading(deal.lea, deal.leaDraft, {
      ...reading,
      proofUploadId: await proofOf(deal.lea),
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(text.errors.notPublished);
    expect((await agencyReadings(deal)).deliverables).toEqual([]);
  });

  it("takes the creator's own line only: another line's is 404, the brand's link 403", async () => {
    const deal = await createLiveDeal();
    const byTom = await postReading(deal.tom, deal.leaItem, {
      ...reading,
      proofUploadId: await proofOf(deal.tom),
    });
    expect(byTom.status).toBe(404);
    const byBrand = await postReading(deal.brand, deal.leaItem, {
      ...reading,
      proofUploadId: 'anything',
    });
    expect(byBrand.status).toBe(403);
    expect(byBrand.json.error.message).toBe(readingsText.errors.creatorOnly);
    expect((await agencyReadings(deal)).deliverables).toEqual([]);
  });

  it("requires a screenshot: the link's own finished upload, an image or a PDF, unused", async () => {
    const deal = await createLiveDeal();
    const proofLabel = readingsText.creator.proof;
    const missing = await postReading(deal.lea, deal.leaItem, reading);
    expect(missing.status).toBe(422);
    expect(missing.json.error.fields.proofUploadId).toBe(fr.fields.required(proofLabel));

    const unknown = contentsText.errors.unknownUpload;
    const memberUpload = await uploadBytes(a.agent, randomBytes(300), 'm.png', 'image/png');
    const unfinished = await t.app.request('/api/link/uploads', {
      method: 'POST',
      headers: {
        authorization: `Link ${deal.lea}`,
        'x-forwarded-for': '192.0.2.10',
        'tus-resumable': '1.0.0',
        'upload-length': '100',
        'upload-metadata': `filetype ${Buffer.from('image/png').toString('base64')}`,
      },
    });
    const unfinishedId = unfinished.headers.get('location')?.split('/').pop() ?? '';
    const usedForDraft = await proofOf(deal.lea, 'brouillon.png');
    const draft = await postWithLink(contentPath(deal.leaDraft, 'versions'), deal.lea, {
      caption: '',
      uploadIds: [usedForDraft],
    });
    expect(draft.status, draft.text).toBe(201);
    const cases: Array<[string, string]> = [
      ['not-an-upload', unknown],
      [await proofOf(deal.tom), unknown],
      [memberUpload, unknown],
      [unfinishedId, unknown],
      [usedForDraft, unknown],
      [await proofOf(deal.lea, 'film.mp4', 'video/mp4'), readingsText.errors.proofType('film.mp4')],
    ];
    for (const [proofUploadId, message] of cases) {
      const response = await postReading(deal.lea, deal.leaItem, { ...reading, proofUploadId });
      expect(response.status, proofUploadId).toBe(422);
      expect(response.json.error.fields.proofUploadId, proofUploadId).toBe(message);
    }
    // A PDF is a screenshot too; the same upload is not taken twice.
    const pdf = await proofOf(deal.lea, 'stats.pdf', 'application/pdf');
    expect(
      (await postReading(deal.lea, deal.leaItem, { ...reading, proofUploadId: pdf })).status,
    ).toBe(201);
    const twice = await postReading(deal.lea, deal.leaItem, { ...reading, proofUploadId: pdf });
    expect(twice.status).toBe(422);
    expect(twice.json.error.fields.proofUploadId).toBe(unknown);
    expect((await agencyReadings(deal)).deliverables[0]!.readings).toHaveLength(1);
  });
});
