// Issue 31, decision 0062: the creator signs through their link what they read (its SHA-256),
// the agency countersigns; the proof and its certificate are kept; 'Contrat signé' turns on
// only when every line's contract is signed; a contract generated again needs new signatures.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { collaborations, deliverables } from '#server/db/schema/collaborations';
import { contracts } from '#server/db/schema/contracts';
import {
  callWithLink,
  contractPath,
  createContractDeal,
  downloadAs,
  generate,
  linkContract,
  pdfText,
  PHONE,
  signWithLink,
  t,
  uploadAs,
  type ContractDeal,
} from '#server/features/collaborations/contracts/contracts-testing';
import { contracts as text } from '#shared/i18n/fr-contracts';
import type { ContractView } from '#shared/schemas/contracts';
import { body } from '#server/features/collaborations/collaborations-testing';
import { managerOf } from '#server/features/collaborations/links/links-testing';

const isDealSigned = async (deal: ContractDeal) => {
  const [row] = await t.db
    .select({ value: collaborations.isContractSigned })
    .from(collaborations)
    .where(eq(collaborations.id, deal.id));
  return row!.value;
};

const countersign = async (deal: ContractDeal, lineId: string) => {
  const response = await deal.agency.agent.post(contractPath(deal.id, lineId, '/countersign'), {});
  return { status: response.status, view: response.json as ContractView, json: response.json };
};

describe('signing a contract', () => {
  it('keeps the creator’s proof: the hash read, the name typed, the moment, address, browser', async () => {
    const deal = await createContractDeal();
    expect(await linkContract(deal.tokens.lea)).toBeNull();
    const view = await generate(deal);
    const read = (await linkContract(deal.tokens.lea))!;
    expect(read.documentSha256).toBe(view.documentSha256);
    expect(read.paragraphs[0]).toBe('Contrat de collaboration commerciale');
    expect(read.paragraphs.join('\n')).toContain('Lancôme Parfums et Beauté SNC');
    const file = await callWithLink('/api/link/contract/document', deal.tokens.lea);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    const signed = await signWithLink(deal.tokens.lea, view.documentSha256, '  Léa Dupont ');
    expect(signed.status, signed.text).toBe(200);
    expect(signed.json).toMatchObject({ creatorSignedName: 'Léa Dupont', isSigned: false });
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, view.id));
    expect(row).toMatchObject({
      creatorSignedName: 'Léa Dupont',
      creatorSignedSha256: view.documentSha256,
      creatorSignedIp: '192.0.2.10',
      creatorSignedUserAgent: PHONE,
    });
    expect(row!.creatorSignedAt).toBeInstanceOf(Date);
    expect(row!.certificateKey).toBeTruthy();
    const again = await signWithLink(deal.tokens.lea, view.documentSha256);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(text.errors.alreadySigned);
  });

  it('refuses a signature on a document that changed since it was read (409)', async () => {
    const deal = await createContractDeal();
    const first = await generate(deal);
    await t.db
      .update(deliverables)
      .set({ description: 'Un post en musique' })
      .where(eq(deliverables.collaborationInfluencerId, deal.lea.id));
    const second = await generate(deal);
    expect(second.documentSha256).not.toBe(first.documentSha256);
    const stale = await signWithLink(deal.tokens.lea, first.documentSha256);
    expect(stale.status).toBe(409);
    expect(stale.json.error.message).toBe(text.messages.documentChanged);
    const refused = await signWithLink(deal.tokens.lea, 'not-a-hash');
    expect(refused.status).toBe(422);
    const unaccepted = await callWithLink('/api/link/contract', deal.tokens.lea);
    expect(unaccepted.json.creatorSignedAt).toBeNull();
  });

  it('turns « Contrat signé » on only when both have signed every line, off when generated again', async () => {
    const deal = await createContractDeal();
    const lea = await generate(deal);
    expect((await countersign(deal, deal.lea.id)).status).toBe(200);
    // The agency alone: not signed; a second countersignature is refused.
    expect((await countersign(deal, deal.lea.id)).status).toBe(409);
    expect(await isDealSigned(deal)).toBe(false);
    expect((await signWithLink(deal.tokens.lea, lea.documentSha256)).status).toBe(200);
    const both = await deal.agency.agent.get(`/api/collaborations/${deal.id}/contracts`);
    expect(both.json.lines[0].contract.isSigned).toBe(true);
    // Tom's line has no contract yet: the deal is not signed.
    expect(await isDealSigned(deal)).toBe(false);
    const tom = await generate(deal, deal.tom.id);
    expect((await signWithLink(deal.tokens.tom, tom.documentSha256, 'Tom Martin')).status).toBe(
      200,
    );
    expect(await isDealSigned(deal)).toBe(false);
    const done = await countersign(deal, deal.tom.id);
    expect(done.view.isSigned).toBe(true);
    expect(await isDealSigned(deal)).toBe(true);
    // A changed contract needs new signatures: the switch goes off.
    const regenerated = await generate(deal);
    expect(regenerated).toMatchObject({
      creatorSignedName: null,
      agencySignedName: null,
      signedUploadName: null,
      isSigned: false,
    });
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, lea.id));
    expect(row).toMatchObject({ creatorSignedSha256: null, certificateKey: null });
    expect(await isDealSigned(deal)).toBe(false);
  });

  it('follows the deal’s lines: removing the one unsigned creator turns « Contrat signé » on', async () => {
    const deal = await createContractDeal();
    const lea = await generate(deal);
    expect((await signWithLink(deal.tokens.lea, lea.documentSha256)).status).toBe(200);
    expect((await countersign(deal, deal.lea.id)).status).toBe(200);
    expect(await isDealSigned(deal)).toBe(false);
    const edited = await deal.agency.agent.putCurrent(
      `/api/collaborations/${deal.id}`,
      body(deal.agency, {
        manager: managerOf(deal.agency),
        influencers: [{ id: deal.lea.id, influencerId: deal.agency.lea, deliverables: [] }],
      }),
    );
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(await isDealSigned(deal)).toBe(true);
  });

  it('takes a signed file uploaded by hand as signed', async () => {
    const deal = await createContractDeal();
    await generate(deal);
    await generate(deal, deal.tom.id);
    for (const line of [deal.lea, deal.tom]) {
      const uploadId = await uploadAs(
        deal.agency.agent,
        Buffer.from('%PDF-1.4 signé'),
        'signé.pdf',
        'application/pdf',
      );
      const response = await deal.agency.agent.post(
        contractPath(deal.id, line.id, '/signed-upload'),
        {
          uploadId,
        },
      );
      expect(response.status, JSON.stringify(response.json)).toBe(200);
      expect(response.json).toMatchObject({ signedUploadName: 'signé.pdf', isSigned: true });
    }
    expect(await isDealSigned(deal)).toBe(true);
    const file = await downloadAs(
      deal.agency.agent,
      contractPath(deal.id, deal.lea.id, '/signed-upload'),
    );
    expect(file.status).toBe(200);
    expect(Buffer.from(file.bytes).toString()).toBe('%PDF-1.4 signé');
    const wrong = await uploadAs(deal.agency.agent, Buffer.from('x'), 'notes.txt', 'text/plain');
    const refused = await deal.agency.agent.post(
      contractPath(deal.id, deal.lea.id, '/signed-upload'),
      {
        uploadId: wrong,
      },
    );
    expect(refused.status).toBe(422);
    expect(refused.json.error.fields.uploadId).toBe(text.errors.signedUploadType);
  });

  it('joins the proof in a PDF certificate, made again with the countersignature', async () => {
    const deal = await createContractDeal();
    const view = await generate(deal);
    expect(
      (await downloadAs(deal.agency.agent, contractPath(deal.id, deal.lea.id, '/certificate')))
        .status,
    ).toBe(404);
    await signWithLink(deal.tokens.lea, view.documentSha256, 'Léa Marie Dupont');
    const path = contractPath(deal.id, deal.lea.id, '/certificate');
    const first = await downloadAs(deal.agency.agent, path);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    const before = await pdfText(first.bytes);
    for (const expected of [
      text.certificate.title,
      'Léa Marie Dupont',
      view.documentSha256,
      '192.0.2.10',
      'iPhone OS 18_0',
      'Été Radieux',
      'Lancôme Parfums et Beauté SNC',
      text.certificate.note,
      text.certificate.noCountersignature,
    ]) {
      expect(before).toContain(expected);
    }
    await countersign(deal, deal.lea.id);
    const after = await pdfText((await downloadAs(deal.agency.agent, path)).bytes);
    expect(after).toContain(text.certificate.agencySection);
    expect(after).not.toContain(text.certificate.noCountersignature);
  });
});
