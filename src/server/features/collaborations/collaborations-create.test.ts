import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { collaborationInfluencers, collaborations } from '#server/db/schema/collaborations';
import { fr } from '#shared/i18n/fr';
import {
  t,
  c,
  deliverable,
  body,
  create,
  countChildren,
  a,
  b,
} from '#server/features/collaborations/collaborations-testing';

describe('create and read', () => {
  it('computes rates and the total on the server, ignoring sent amounts', async () => {
    const created = await create(a, {
      totalCents: 1,
      influencers: [
        {
          influencerId: a.lea,
          rateCents: 5,
          paidPercentage: 50,
          deliverables: [deliverable(150_000), deliverable(50_050, 'Vidéo unboxing')],
        },
        { influencerId: a.tom, deliverables: [deliverable(99_950, 'tiktok')] },
      ],
    });
    expect(created).toMatchObject({
      brand: 'Lancôme',
      clientId: a.lancome,
      signatureDate: null,
      billingStatus: 'pending',
      status: 'pending',
      totalCents: 300_000,
      postProgress: 0,
    });
    expect(Object.values(created.indicators)).toEqual(Array(6).fill(false));
    const [lea, tom] = created.influencers;
    expect(lea).toMatchObject({
      influencerId: a.lea,
      fullName: 'Léa Dupont',
      rateCents: 200_050,
      paidPercentage: 50,
      amountToInvoiceCents: 100_025,
    });
    expect(lea.deliverables.map((d: { type: string }) => d.type)).toEqual([
      'post_instagram',
      'Vidéo unboxing',
    ]);
    expect(tom).toMatchObject({ fullName: 'Tom Martin', rateCents: 99_950 });

    const [row] = await t.db.select().from(collaborations).where(eq(collaborations.id, created.id));
    expect(row).toMatchObject({ totalCents: 300_000, searchText: 'ete radieux lancome' });
    const rates = await t.db
      .select({ rateCents: collaborationInfluencers.rateCents })
      .from(collaborationInfluencers)
      .where(eq(collaborationInfluencers.collaborationId, created.id))
      .orderBy(collaborationInfluencers.position);
    expect(rates.map((r) => r.rateCents)).toEqual([200_050, 99_950]);

    const { items } = (await a.agent.get('/api/collaborations')).json;
    expect(items.find((item: { id: string }) => item.id === created.id)).toEqual({
      id: created.id,
      name: 'Été Radieux',
      type: 'collaboration_entrante',
      brand: 'Lancôme',
      clientId: a.lancome,
      contactDate: '2026-03-02',
      signatureDate: null,
      manager: 'Camille Martin',
      status: 'pending',
      indicators: created.indicators,
      influencerCount: 2,
      totalCents: 300_000,
      billedCents: null,
      marginCents: null,
      marginRate: null,
    });
    expect((await a.agent.get(`/api/collaborations/${created.id}`)).json).toEqual(created);
  });

  it('derives the status and indicators from the switches', async () => {
    const { id } = await create(a);
    const save = async (overrides: Record<string, unknown>) =>
      (await a.agent.putCurrent(`/api/collaborations/${id}`, body(a, overrides))).json;
    const quoted = await save({ isQuoteSent: true, quoteNumber: 'D-12', postProgress: 50 });
    expect(quoted).toMatchObject({ status: 'in_progress', quoteNumber: 'D-12' });
    expect(quoted.indicators).toMatchObject({ quoteSent: true, postPublished: false });
    const paid = await save({
      isPaymentReceived: true,
      isInvoiceSent: true,
      isContractSigned: true,
      isCastingValidated: true,
      postProgress: 100,
      // The quote switch is off: its number goes with it.
      quoteNumber: 'D-12',
    });
    expect(paid).toMatchObject({ status: 'completed', quoteNumber: '', invoiceNumber: '' });
    expect(paid.indicators).toEqual({
      quoteSent: false,
      contractSigned: true,
      castingValidated: true,
      postPublished: true,
      invoiceSent: true,
      paymentReceived: true,
    });
    const unsent = await save({ isInvoiceSent: false, invoiceNumber: 'F-2026-001' });
    expect(unsent).toMatchObject({ isInvoiceSent: false, invoiceNumber: '', status: 'pending' });
  });
});

describe('edit', () => {
  it('keeps a paid line paid across an edit of the deal (issue 14: lines keep their identity)', async () => {
    const created = await create(a, {
      influencers: [
        { influencerId: a.lea, deliverables: [deliverable(1_000)] },
        { influencerId: a.tom, deliverables: [deliverable(3_000)] },
      ],
    });
    const [leaLine, tomLine] = created.influencers.map((line: { id: string }) => line.id);
    // Paid outside the form (the accounting screen writes these columns).
    await t.db
      .update(collaborationInfluencers)
      .set({ isCreatorInvoicePaid: true, paidPercentage: 60 })
      .where(eq(collaborationInfluencers.id, leaLine));
    // The form sends Léa's line back with stale payment fields and a new price; Tom goes, and
    // comes back as a new line (a new id, unpaid).
    const edited = await a.agent.putCurrent(
      `/api/collaborations/${created.id}`,
      body(a, {
        name: 'Renommée',
        influencers: [
          {
            ...created.influencers[0],
            isCreatorInvoicePaid: false,
            paidPercentage: 0,
            deliverables: [deliverable(2_500)],
          },
        ],
      }),
    );
    expect(edited.status).toBe(200);
    const again = await a.agent.putCurrent(
      `/api/collaborations/${created.id}`,
      body(a, {
        influencers: [
          ...edited.json.influencers,
          { influencerId: a.tom, deliverables: [deliverable(500)] },
        ],
      }),
    );
    expect(again.status).toBe(200);
    const lines = await t.db
      .select()
      .from(collaborationInfluencers)
      .where(eq(collaborationInfluencers.collaborationId, created.id));
    const lea = lines.find((line) => line.id === leaLine);
    expect(lea).toMatchObject({ isCreatorInvoicePaid: true, paidPercentage: 60, rateCents: 2_500 });
    expect(lines.some((line) => line.id === tomLine)).toBe(false);
    expect(lines).toHaveLength(2);
    expect(await countChildren(created.id)).toEqual({ lines: 2, deliverables: 2 });
  });

  it('replaces influencers and deliverables; a refused edit leaves the old ones', async () => {
    const created = await create(a, {
      influencers: [
        { influencerId: a.lea, deliverables: [deliverable(1_000), deliverable(2_000)] },
        { influencerId: a.tom, deliverables: [deliverable(3_000)] },
      ],
    });
    const leaLine = created.influencers[0].id;
    const edited = await a.agent.putCurrent(
      `/api/collaborations/${created.id}`,
      body(a, {
        clientId: a.nike,
        influencers: [{ ...created.influencers[0], deliverables: [deliverable(4_000, 'ugc')] }],
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ brand: 'Nike', totalCents: 4_000 });
    expect(edited.json.influencers).toHaveLength(1);
    expect(edited.json.influencers[0]).toMatchObject({ id: leaLine, rateCents: 4_000 });
    expect(await countChildren(created.id)).toEqual({ lines: 1, deliverables: 1 });

    const before = (await a.agent.get(`/api/collaborations/${created.id}`)).json;
    const badDeliverable = await a.agent.putCurrent(
      `/api/collaborations/${created.id}`,
      body(a, {
        influencers: [
          { influencerId: a.lea, deliverables: [deliverable(10), deliverable(-1)] },
          { influencerId: a.tom, deliverables: [] },
        ],
      }),
    );
    expect(badDeliverable.status).toBe(422);
    expect(badDeliverable.json.error.fields).toEqual({
      'influencers.0.deliverables.1.priceCents': fr.fields.wholeNumber(c.deliverablePrice),
    });
    const theirInfluencer = await a.agent.putCurrent(
      `/api/collaborations/${created.id}`,
      body(a, {
        influencers: [
          { influencerId: a.tom, deliverables: [deliverable(5)] },
          { influencerId: b.lea, deliverables: [] },
        ],
      }),
    );
    expect(theirInfluencer.status).toBe(404);
    expect((await a.agent.get(`/api/collaborations/${created.id}`)).json).toEqual(before);
    expect(await countChildren(created.id)).toEqual({ lines: 1, deliverables: 1 });
  });

  it('keeps an archived or deleted influencer already in it, but adds no archived one', async () => {
    const added = await a.agent.post(
      '/api/collaborations',
      body(a, { influencers: [{ influencerId: a.zoe, deliverables: [] }] }),
    );
    expect(added.status).toBe(422);
    expect(added.json.error.fields['influencers.0.influencerId']).toBe(
      c.messages.archivedInfluencer(c.influencer),
    );

    const gone = (
      await a.agent.post('/api/influencers', {
        fullName: 'Inès Partie',
        username: 'ines',
        address: 'Lyon',
        phoneNumber: '0600000000',
        birthDate: '1990-01-01',
        siret: '73282932000074',
        internalReferent: 'Camille',
      })
    ).json.id;
    const kept = (await a.agent.post('/api/clients', { brandName: 'Éphémère' })).json.id;
    const created = await create(a, {
      clientId: kept,
      influencers: [
        { influencerId: gone, deliverables: [deliverable(700)] },
        { influencerId: a.lea, deliverables: [] },
      ],
    });
    await a.agent.post(`/api/influencers/${a.lea}/archive`);
    await a.agent.delete(`/api/influencers/${gone}`);
    await a.agent.delete(`/api/clients/${kept}`);
    const before = (await a.agent.get(`/api/collaborations/${created.id}`)).json;
    expect(before).toMatchObject({ clientId: null, brand: 'Éphémère' });
    expect(before.influencers[0]).toMatchObject({ influencerId: null, fullName: 'Inès Partie' });

    const saved = await a.agent.putCurrent(
      `/api/collaborations/${created.id}`,
      body(a, { clientId: null, influencers: before.influencers, isQuoteSent: true }),
    );
    await a.agent.post(`/api/influencers/${a.lea}/restore`);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({ brand: 'Éphémère', status: 'in_progress', totalCents: 700 });
    expect(saved.json.influencers.map((line: { fullName: string }) => line.fullName)).toEqual([
      'Inès Partie',
      'Léa Dupont',
    ]);
    // Without its line id, a line with no influencer cannot be written.
    const orphan = await a.agent.putCurrent(
      `/api/collaborations/${created.id}`,
      body(a, { clientId: null, influencers: [{ influencerId: null }] }),
    );
    expect(orphan.status).toBe(422);
    expect(orphan.json.error.fields['influencers.0.influencerId']).toBe(
      fr.fields.required(c.influencer),
    );
    // A collaboration that has a client needs one.
    const withoutClient = await a.agent.post('/api/collaborations', body(a, { clientId: null }));
    expect(withoutClient.json.error.fields.clientId).toBe(fr.fields.required(c.client));
  });
});
