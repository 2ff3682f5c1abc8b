import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { collaborationCosts, collaborations } from '#server/db/schema/collaborations';
import {
  t,
  a,
  b,
  body,
  c,
  create,
  deliverable,
} from '#server/features/collaborations/collaborations-testing';
import { fr } from '#shared/i18n/fr';

// Issue 20: the client's side of a deal. The server stores the costs' sum and the margin from
// shared/domain/profitability, whatever the body says, and gives them back with the detail.

const stored = async (id: string) =>
  (
    await t.db
      .select({
        billedCents: collaborations.billedCents,
        costsCents: collaborations.costsCents,
        marginCents: collaborations.marginCents,
        marginRate: collaborations.marginRate,
        invoiceDate: collaborations.invoiceDate,
        profitDate: collaborations.profitDate,
      })
      .from(collaborations)
      .where(eq(collaborations.id, id))
  )[0];

const journeyDeal = () =>
  body(a, {
    billedCents: 500_000,
    invoiceDate: '2026-04-15',
    influencers: [
      { influencerId: a.lea, deliverables: [deliverable(200_000)] },
      { influencerId: a.tom, deliverables: [deliverable(100_000)] },
    ],
    costs: [
      { label: 'Production', amountCents: 15_000 },
      { label: 'Envoi', amountCents: 5_000 },
    ],
    // Not the client's to say: ignored.
    marginCents: 1,
    costsCents: 2,
  });

describe('the client side of a deal', () => {
  it('stores the billed amount, the costs and the margin, and returns them', async () => {
    const response = await a.agent.post('/api/collaborations', journeyDeal());
    expect(response.status, JSON.stringify(response.json)).toBe(201);
    expect(response.json).toMatchObject({
      billedCents: 500_000,
      invoiceDate: '2026-04-15',
      totalCents: 300_000,
      costsCents: 20_000,
      marginCents: 180_000,
      marginRate: 0.36,
      isLoss: false,
      costs: [
        { label: 'Production', amountCents: 15_000 },
        { label: 'Envoi', amountCents: 5_000 },
      ],
    });
    expect(await stored(response.json.id)).toEqual({
      billedCents: 500_000,
      costsCents: 20_000,
      marginCents: 180_000,
      marginRate: 0.36,
      invoiceDate: '2026-04-15',
      profitDate: '2026-04-15',
    });
    const detail = (await a.agent.get(`/api/collaborations/${response.json.id}`)).json;
    expect(detail).toMatchObject({ marginCents: 180_000, costs: response.json.costs });
  });

  it('recomputes the margin on edit and rewrites the cost lines', async () => {
    const created = await create(a, journeyDeal());
    const edited = await a.agent.putCurrent(
      `/api/collaborations/${created.id}`,
      body(a, {
        billedCents: 100_000,
        influencers: [{ influencerId: a.lea, deliverables: [deliverable(120_000)] }],
        costs: [{ label: 'Publicité', amountCents: 5_000 }],
      }),
    );
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json).toMatchObject({
      marginCents: -25_000,
      marginRate: -0.25,
      isLoss: true,
      invoiceDate: null,
      costs: [{ label: 'Publicité', amountCents: 5_000 }],
    });
    const lines = await t.db
      .select()
      .from(collaborationCosts)
      .where(eq(collaborationCosts.collaborationId, created.id));
    expect(lines).toHaveLength(1);
    // Without an invoice date, the deal falls in its contact date's month.
    expect(await stored(created.id)).toMatchObject({
      costsCents: 5_000,
      marginCents: -25_000,
      marginRate: -0.25,
      profitDate: '2026-03-02',
    });
  });

  it('leaves the margin empty while nothing is billed', async () => {
    const created = await create(a, {
      influencers: [{ influencerId: a.lea, deliverables: [deliverable(10_000)] }],
    });
    expect(created).toMatchObject({
      billedCents: null,
      costs: [],
      costsCents: 0,
      marginCents: null,
      marginRate: null,
    });
    expect((await stored(created.id))?.marginCents).toBeNull();
    const list = (await a.agent.get('/api/collaborations?limit=100')).json.items;
    const item = list.find((row: { id: string }) => row.id === created.id);
    expect(item).toMatchObject({ billedCents: null, marginCents: null, marginRate: null });
  });

  it('shows the margin in the lists', async () => {
    const created = await create(a, journeyDeal());
    const list = (await a.agent.get('/api/collaborations?limit=100')).json.items;
    const item = list.find((row: { id: string }) => row.id === created.id);
    expect(item).toMatchObject({ billedCents: 500_000, marginCents: 180_000, marginRate: 0.36 });
  });

  it('refuses a bad amount or cost line with a French message naming the field', async () => {
    const response = await a.agent.post(
      '/api/collaborations',
      body(a, {
        billedCents: -5,
        invoiceDate: '2026-02-31',
        costs: [{ label: '', amountCents: 12.5 }],
      }),
    );
    expect(response.status).toBe(422);
    expect(response.json.error.fields).toEqual({
      billedCents: fr.fields.wholeNumber(c.billedAmount),
      invoiceDate: fr.fields.invalidDate(c.invoiceDate),
      'costs.0.label': fr.fields.required(c.costLabel),
      'costs.0.amountCents': fr.fields.wholeNumber(c.costAmount),
    });
    const tooMuch = await a.agent.post(
      '/api/collaborations',
      body(a, {
        costs: [
          { label: 'A', amountCents: 2_000_000_000 },
          { label: 'B', amountCents: 2_000_000_000 },
        ],
      }),
    );
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.json.error.fields.costs).toBe(c.messages.costsTooLarge(c.costs));
  });

  it("keeps another agency's deal and its costs out of reach", async () => {
    const created = await create(a, journeyDeal());
    expect((await b.agent.get(`/api/collaborations/${created.id}`)).status).toBe(404);
    const put = await b.agent.putCurrent(`/api/collaborations/${created.id}`, body(b, { costs: [] }));
    expect(put.status).toBe(404);
    expect((await stored(created.id))?.costsCents).toBe(20_000);
  });
});
