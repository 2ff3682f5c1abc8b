// Issue 30, decision 0059: the walls of a creator's readings through their link — the agency's
// validation, other agencies, the uploads' sweep and the Corbeille, an unpublished deliverable.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { trashItems } from '#server/db/schema/history';
import { attachedUploads } from '#server/lib/storage/attached-uploads';
import { publicationReadings } from '#server/db/schema/performance';
import { a, b, t } from '#server/features/collaborations/links/links-testing';
import { performance as text } from '#shared/i18n/fr-performance';
import { fr } from '#shared/i18n/fr';
import {
  agencyReadings,
  createLiveDeal,
  postReading,
  proofOf,
  reading,
} from '#server/features/collaborations/links/links-readings-testing';

describe("a creator's readings through their link: its walls", () => {
  it('answers 422 naming the field in French, as the agency gets it', async () => {
    const deal = await createLiveDeal();
    const proofUploadId = await proofOf(deal.lea);
    const cases: Array<[object, string, string]> = [
      [{ reach: -1 }, 'reach', fr.fields.wholeNumber('Portée')],
      [{ views: 12.5 }, 'views', fr.fields.wholeNumber('Vues')],
      [{ shares: 10 ** 13 }, 'shares', fr.fields.tooLarge('Partages')],
      [{ views: 10, likes: 11 }, 'likes', text.errors.likesAboveViews],
      [{}, 'impressions', text.errors.noMetric],
      [{ readOn: '', likes: 2 }, 'readOn', fr.fields.required('Date du relevé')],
    ];
    for (const [body, field, message] of cases) {
      const response = await postReading(deal.lea, deal.leaItem, {
        readOn: '2026-11-08',
        proofUploadId,
        ...body,
      });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.json.error.fields[field], JSON.stringify(body)).toBe(message);
    }
    // Refused, the upload is still the creator's to send.
    const ok = await postReading(deal.lea, deal.leaItem, { ...reading, proofUploadId });
    expect(ok.status, ok.text).toBe(201);
  });

  it("keeps agencies apart: another agency's deliverable and capture are 404", async () => {
    const ours = await createLiveDeal();
    const theirs = await createLiveDeal(b);
    const into = await postReading(ours.lea, theirs.leaItem, {
      ...reading,
      proofUploadId: await proofOf(ours.lea),
    });
    expect(into.status).toBe(404);
    // Their creator's own upload is no proof for a link of ours either.
    const foreign = await postReading(ours.lea, ours.leaItem, {
      ...reading,
      proofUploadId: await proofOf(theirs.lea),
    });
    expect(foreign.status).toBe(422);
    const sent = await postReading(theirs.lea, theirs.leaItem, {
      ...reading,
      proofUploadId: await proofOf(theirs.lea),
    });
    expect(sent.status).toBe(201);
    const theirReading = (await agencyReadings(theirs)).deliverables[0]!.readings[0]!;
    const proofPath = (dealId: string) =>
      `/api/collaborations/${dealId}/readings/${theirReading.id}/proof`;
    expect((await a.agent.get(proofPath(theirs.id))).status).toBe(404);
    expect((await a.agent.get(proofPath(ours.id))).status).toBe(404);
    expect((await b.agent.get(proofPath(ours.id))).status).toBe(404);
    expect((await b.agent.get(proofPath(theirs.id))).status).toBe(200);
    const stored = await t.db.select().from(publicationReadings);
    expect(stored.filter((row) => row.collaborationId === ours.id)).toEqual([]);
  });

  it("keeps the capture from the uploads' sweep, and with its deal in the Corbeille", async () => {
    const deal = await createLiveDeal();
    const sent = await postReading(deal.lea, deal.leaItem, {
      ...reading,
      proofUploadId: await proofOf(deal.lea),
    });
    expect(sent.status).toBe(201);
    const [row] = await t.db
      .select({ key: publicationReadings.proofFileKey })
      .from(publicationReadings)
      .where(eq(publicationReadings.id, sent.json.readings[0].id));
    expect(await attachedUploads(t.db)(row!.key!)).toBe(true);
    expect((await a.agent.delete(`/api/collaborations/${deal.id}`)).status).toBe(200);
    const [item] = await t.db
      .select({ files: trashItems.files })
      .from(trashItems)
      .where(eq(trashItems.recordId, deal.id));
    expect(item!.files).toContain(row!.key);
  });

  it('is refused once the deliverable is unpublished', async () => {
    const deal = await createLiveDeal();
    const unpublished = await a.agent.post(
      `/api/collaborations/${deal.id}/contents/${deal.leaItem}/actions`,
      { action: 'unpublish' },
    );
    expect(unpublished.status).toBe(200);
    const refused = await postReading(deal.lea, deal.leaItem, {
      ...reading,
      proofUploadId: await proofOf(deal.lea),
    });
    expect(refused.status).toBe(409);
  });
});
