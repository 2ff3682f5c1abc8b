// Issue 31, decision 0062: a deal's contracts go to the Corbeille with it and come back with
// their proof; their files wait there for the restore. Its 'Contrats' resource deleted and
// restored is the contract's again.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contracts } from '#server/db/schema/contracts';
import { trashItems } from '#server/db/schema/history';
import {
  a,
  contractPath,
  createContractDeal,
  downloadAs,
  generate,
  signWithLink,
  t,
} from '#server/features/collaborations/contracts/contracts-testing';

const trashItemOf = async (recordId: string) => {
  const [item] = await t.db.select().from(trashItems).where(eq(trashItems.recordId, recordId));
  return item!;
};

describe('contracts and the Corbeille', () => {
  it('takes a deal’s contracts with it and puts them back, signed', async () => {
    const deal = await createContractDeal(a);
    const view = await generate(deal);
    expect((await signWithLink(deal.tokens.lea, view.documentSha256)).status).toBe(200);
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, view.id));
    expect((await a.agent.delete(`/api/collaborations/${deal.id}`)).status).toBe(200);
    expect(await t.db.select().from(contracts).where(eq(contracts.id, view.id))).toEqual([]);
    const item = await trashItemOf(deal.id);
    expect(item.files).toEqual(expect.arrayContaining([row!.documentKey, row!.certificateKey]));
    expect((await a.agent.post(`/api/trash/${item.id}/restore`, {})).status).toBe(200);
    const listed = await a.agent.get(`/api/collaborations/${deal.id}/contracts`);
    expect(listed.json.lines[0].contract).toMatchObject({
      id: view.id,
      documentSha256: view.documentSha256,
      creatorSignedName: 'Léa Dupont',
      resourceId: view.resourceId,
    });
    const file = await downloadAs(a.agent, contractPath(deal.id, deal.lea.id, '/document'));
    expect(file.status).toBe(200);
  });

  it('gives the contract its resource back when the resource is restored', async () => {
    const deal = await createContractDeal(a);
    const view = await generate(deal);
    expect((await a.agent.delete(`/api/resources/${view.resourceId}`)).status).toBe(200);
    const gone = await a.agent.get(`/api/collaborations/${deal.id}/contracts`);
    expect(gone.json.lines[0].contract.resourceId).toBeNull();
    const item = await trashItemOf(view.resourceId!);
    expect((await a.agent.post(`/api/trash/${item.id}/restore`, {})).status).toBe(200);
    const back = await a.agent.get(`/api/collaborations/${deal.id}/contracts`);
    expect(back.json.lines[0].contract.resourceId).toBe(view.resourceId);
    // Generated again, the contract's own resource takes the new copy.
    expect((await generate(deal)).resourceId).toBe(view.resourceId);
  });
});
