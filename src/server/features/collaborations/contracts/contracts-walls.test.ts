// Issue 31, decision 0062: the walls of the contracts — another agency's deal or line (404), a
// member without the Collaborations section (403), a brand's link (403), another creator's
// contract through a link (never reachable), a countersignature with no contract (409).
import { describe, expect, it } from 'vitest';
import { createAgent, signUpUser } from '#server/testing/harness';
import {
  a,
  b,
  callWithLink,
  contractPath,
  createContractDeal,
  downloadAs,
  generate,
  linkContract,
  signWithLink,
  t,
} from '#server/features/collaborations/contracts/contracts-testing';
import { contracts as text } from '#shared/i18n/fr-contracts';
import { fr } from '#shared/i18n/fr';

describe('the contracts’ walls', () => {
  it('keeps agencies apart: another agency’s deal or line is a 404', async () => {
    const ours = await createContractDeal(a);
    const theirs = await createContractDeal(b);
    await generate(theirs);
    for (const response of [
      await a.agent.get(`/api/collaborations/${theirs.id}/contracts`),
      await a.agent.post(contractPath(theirs.id, theirs.lea.id), {}),
      await a.agent.post(contractPath(theirs.id, theirs.lea.id, '/countersign'), {}),
      await downloadAs(a.agent, contractPath(theirs.id, theirs.lea.id, '/document')),
      // Their line under our deal.
      await a.agent.post(contractPath(ours.id, theirs.lea.id), {}),
      await a.agent.post(contractPath(ours.id, 'nope'), {}),
    ]) {
      expect(response.status).toBe(404);
    }
    // Our links see nothing of theirs; their contract is theirs alone.
    expect(await linkContract(ours.tokens.lea)).toBeNull();
    expect((await linkContract(theirs.tokens.lea))?.documentSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a member without the Collaborations section (403)', async () => {
    const deal = await createContractDeal(a);
    await generate(deal);
    const code = (await a.agent.get('/api/account')).json.agency.joinCode;
    const member = createAgent(t.app, '192.0.2.160');
    const { user } = await signUpUser(member, { agency: { code } });
    expect((await member.get(`/api/collaborations/${deal.id}/contracts`)).status).toBe(200);
    await a.agent.putCurrent(`/api/account/team/${user.id}/permissions`, {
      key: 'collaborations',
      value: false,
    });
    for (const refused of [
      await member.get(`/api/collaborations/${deal.id}/contracts`),
      await member.post(contractPath(deal.id, deal.lea.id), {}),
      await member.post(contractPath(deal.id, deal.lea.id, '/countersign'), {}),
      await member.get('/api/contract-template'),
      await member.delete('/api/contract-template'),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.json.error.message).toBe(fr.errors.forbiddenSection);
    }
  });

  it('lets only the creator of the line sign, through their own link', async () => {
    const deal = await createContractDeal(a);
    const lea = await generate(deal);
    const brand = await callWithLink('/api/link/contract', deal.tokens.brand);
    expect(brand.status).toBe(403);
    expect(brand.json.error.message).toBe(text.errors.creatorOnly);
    expect((await signWithLink(deal.tokens.brand, lea.documentSha256)).status).toBe(403);
    expect((await callWithLink('/api/link/contract/document', deal.tokens.brand)).status).toBe(403);
    // Tom's link: his own line only, which has no contract.
    expect(await linkContract(deal.tokens.tom)).toBeNull();
    expect((await callWithLink('/api/link/contract/document', deal.tokens.tom)).status).toBe(404);
    const tomSigns = await signWithLink(deal.tokens.tom, lea.documentSha256, 'Tom Martin');
    expect(tomSigns.status).toBe(409);
    expect(tomSigns.json.error.message).toBe(text.errors.noContract);
    const contracts = await a.agent.get(`/api/collaborations/${deal.id}/contracts`);
    expect(contracts.json.lines[0].contract.creatorSignedName).toBeNull();
    // A member's cookie opens nothing under /api/link, and a link nothing outside it.
    expect((await a.agent.get('/api/link/contract')).status).toBe(401);
  });

  it('refuses to countersign or upload a signed file without a contract (409)', async () => {
    const deal = await createContractDeal(a);
    const countersigned = await a.agent.post(
      contractPath(deal.id, deal.lea.id, '/countersign'),
      {},
    );
    expect(countersigned.status).toBe(409);
    expect(countersigned.json.error.message).toBe(text.errors.noContract);
    const uploaded = await a.agent.post(contractPath(deal.id, deal.lea.id, '/signed-upload'), {
      uploadId: 'x',
    });
    expect(uploaded.status).toBe(409);
    expect(
      (await downloadAs(a.agent, contractPath(deal.id, deal.lea.id, '/document'))).status,
    ).toBe(404);
  });
});
