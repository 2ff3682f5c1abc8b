// Issue 31, item 1: what the deal must know — its category, its contract's terms, the gifts of
// each line and the retouched / virtual ticks — saved, returned and kept on edit; and
// 'Contrat signé', which follows the contracts once the deal has one.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contracts } from '#server/db/schema/contracts';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';
import { fr } from '#shared/i18n/fr';
import {
  t,
  deliverable,
  body,
  create,
  a,
} from '#server/features/collaborations/collaborations-testing';

const terms = complianceFields.collaboration;
const between = complianceFields.messages.wholeNumberBetween;

const edit = (id: string, overrides: Record<string, unknown>) =>
  a.agent.putCurrent(`/api/collaborations/${id}`, body(a, overrides));

describe('the category and the contract terms', () => {
  it('saves and returns them; a category left unconfirmed is null', async () => {
    const plain = await create(a);
    expect(plain).toMatchObject({
      category: null,
      areCategoryConditionsMet: false,
      rightsUsage: '',
      rightsMonths: null,
      exclusivity: '',
      paymentDays: null,
      hasContracts: false,
    });
    const created = await create(a, {
      category: 'gambling',
      areCategoryConditionsMet: true,
      rightsUsage: 'Réseaux sociaux de la marque, site web',
      rightsMonths: 12,
      exclusivity: 'Aucune autre marque de paris pendant 3 mois',
      paymentDays: 30,
    });
    const read = (await a.agent.get(`/api/collaborations/${created.id}`)).json;
    expect(read).toMatchObject({
      category: 'gambling',
      areCategoryConditionsMet: true,
      rightsUsage: 'Réseaux sociaux de la marque, site web',
      rightsMonths: 12,
      exclusivity: 'Aucune autre marque de paris pendant 3 mois',
      paymentDays: 30,
      hasContracts: false,
    });
    // Emptied inputs: '' is none; a category that carries no conditions drops the tick.
    const emptied = await edit(created.id, {
      category: 'none',
      areCategoryConditionsMet: true,
      rightsMonths: '',
      paymentDays: null,
    });
    expect(emptied.status, JSON.stringify(emptied.json)).toBe(200);
    expect(emptied.json).toMatchObject({
      category: 'none',
      areCategoryConditionsMet: false,
      rightsMonths: null,
      paymentDays: null,
    });
    const unconfirmed = await edit(created.id, { category: '' });
    expect(unconfirmed.json.category).toBeNull();
  });

  it('refuses an unknown category and numbers outside 0–120, naming the field', async () => {
    const response = await a.agent.post(
      '/api/collaborations',
      body(a, { category: 'tobacco', rightsMonths: 121, paymentDays: -1 }),
    );
    expect(response.status).toBe(422);
    expect(response.json.error.fields).toMatchObject({
      category: fr.fields.invalid(terms.category),
      rightsMonths: between(terms.rightsMonths, 0, 120),
      paymentDays: between(terms.paymentDays, 0, 120),
    });
    const decimal = await a.agent.post('/api/collaborations', body(a, { rightsMonths: 1.5 }));
    expect(decimal.json.error.fields.rightsMonths).toBe(between(terms.rightsMonths, 0, 120));
    const long = await a.agent.post(
      '/api/collaborations',
      body(a, { rightsUsage: 'x'.repeat(2001), exclusivity: 'x'.repeat(501) }),
    );
    expect(long.status).toBe(422);
    expect(long.json.error.fields).toEqual({
      rightsUsage: fr.forms.maxLength(terms.rightsUsage, 2000),
      exclusivity: fr.forms.maxLength(terms.exclusivity, 500),
    });
    const bounds = await create(a, { rightsMonths: 120, paymentDays: 0 });
    expect(bounds).toMatchObject({ rightsMonths: 120, paymentDays: 0 });
  });
});

describe('gifts and the retouched / virtual ticks', () => {
  it('keeps gifts out of the rate and the total, and each line keeps its own on edit', async () => {
    const created = await create(a, {
      influencers: [
        {
          influencerId: a.lea,
          giftsCents: 45_000,
          deliverables: [{ ...deliverable(60_000), isRetouched: true }],
        },
        { influencerId: a.tom, deliverables: [{ ...deliverable(10_000), isVirtual: true }] },
      ],
    });
    expect(created.totalCents).toBe(70_000);
    const [lea, tom] = created.influencers;
    expect(lea).toMatchObject({ rateCents: 60_000, giftsCents: 45_000 });
    expect(lea.deliverables[0]).toMatchObject({ isRetouched: true, isVirtual: false });
    expect(tom).toMatchObject({ giftsCents: 0 });
    expect(tom.deliverables[0]).toMatchObject({ isRetouched: false, isVirtual: true });

    // The edit sends the lines back in another order, with their ids: the gifts follow them.
    const edited = await edit(created.id, {
      influencers: [
        {
          id: tom.id,
          influencerId: a.tom,
          giftsCents: 5_000,
          deliverables: [{ ...tom.deliverables[0], isVirtual: false }],
        },
        {
          id: lea.id,
          influencerId: a.lea,
          giftsCents: 45_000,
          deliverables: [{ ...lea.deliverables[0] }],
        },
      ],
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    const [tomAfter, leaAfter] = edited.json.influencers;
    expect(tomAfter).toMatchObject({ id: tom.id, giftsCents: 5_000 });
    expect(tomAfter.deliverables[0]).toMatchObject({
      id: tom.deliverables[0].id,
      isVirtual: false,
    });
    expect(leaAfter).toMatchObject({ id: lea.id, giftsCents: 45_000, rateCents: 60_000 });
    expect(leaAfter.deliverables[0]).toMatchObject({ isRetouched: true });
    expect(edited.json.totalCents).toBe(70_000);
  });

  it('refuses negative or fractional gifts, naming the field', async () => {
    for (const giftsCents of [-1, 10.5, 'cent']) {
      const response = await a.agent.post(
        '/api/collaborations',
        body(a, { influencers: [{ influencerId: a.lea, giftsCents, deliverables: [] }] }),
      );
      expect(response.status).toBe(422);
      expect(response.json.error.fields['influencers.0.giftsCents']).toBe(
        fr.fields.wholeNumber(terms.giftsCents),
      );
    }
  });
});

describe("'Contrat signé' once the deal has contracts", () => {
  it('ignores the value sent: with contracts, their signatures decide, without an error', async () => {
    const created = await create(a, {
      influencers: [{ influencerId: a.lea, deliverables: [deliverable(120_000)] }],
    });
    // Without a contract the switch is the user's.
    const switched = await edit(created.id, {
      isContractSigned: true,
      influencers: [{ id: created.influencers[0].id, influencerId: a.lea, deliverables: [] }],
    });
    expect(switched.json).toMatchObject({ isContractSigned: true, hasContracts: false });

    const hash = 'a'.repeat(64);
    await t.db.insert(contracts).values({
      agencyId: a.account.user.agencyId,
      collaborationId: created.id,
      collaborationInfluencerId: created.influencers[0].id,
      documentKey: 'contracts/test.docx',
      documentName: 'contrat.docx',
      documentSize: 1000,
      documentSha256: hash,
      generatedAt: new Date('2026-03-02T10:00:00Z'),
    });
    const line = { id: created.influencers[0].id, influencerId: a.lea, deliverables: [] };
    // Its one contract is not signed: the switch goes off, whatever was sent.
    const unsigned = await edit(created.id, {
      name: 'Renommée',
      isContractSigned: true,
      influencers: [line],
    });
    expect(unsigned.status, JSON.stringify(unsigned.json)).toBe(200);
    expect(unsigned.json).toMatchObject({
      name: 'Renommée',
      isContractSigned: false,
      hasContracts: true,
    });
    // Signed by both on the current document: on, though the form sends off.
    await t.db
      .update(contracts)
      .set({ creatorSignedSha256: hash, agencySignedSha256: hash })
      .where(eq(contracts.collaborationId, created.id));
    const signed = await edit(created.id, { isContractSigned: false, influencers: [line] });
    expect(signed.json).toMatchObject({ isContractSigned: true, hasContracts: true });
  });
});
