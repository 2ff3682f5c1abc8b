// Issue 31, decision 0062: 'Générer le contrat' fills the default template from the deal, keeps
// the .docx with its SHA-256, lists a copy in Ressources ('Contrats'), and replaces both when
// generated again.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { clients } from '#server/db/schema/address-book';
import { collaborationInfluencers } from '#server/db/schema/collaborations';
import { contracts } from '#server/db/schema/contracts';
import { recordEvents } from '#server/db/schema/history';
import { resources } from '#server/db/schema/work';
import { attachedUploads } from '#server/lib/storage/attached-uploads';
import {
  contractPath,
  createContractDeal,
  docxText,
  documentXml,
  downloadAs,
  generate,
  t,
} from '#server/features/collaborations/contracts/contracts-testing';
import { contracts as text } from '#shared/i18n/fr-contracts';
import type { DealContracts } from '#shared/schemas/contracts';

describe('generating a creator’s contract', () => {
  it('fills the .docx with the parties, the missions and the terms', async () => {
    const deal = await createContractDeal();
    const view = await generate(deal);
    expect(view.lineId).toBe(deal.lea.id);
    expect(view.documentName).toBe('Contrat – Été Radieux – Léa Dupont.docx');
    expect(view.isSigned).toBe(false);
    const file = await downloadAs(
      deal.agency.agent,
      contractPath(deal.id, deal.lea.id, '/document'),
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(documentXml(file.bytes)).toContain('<w:document');
    expect(createHash('sha256').update(file.bytes).digest('hex')).toBe(view.documentSha256);
    const body = docxText(file.bytes);
    for (const expected of [
      'Contrat de collaboration commerciale',
      'Lancôme Parfums et Beauté SNC',
      '14 rue Royale, 75008 Paris',
      'juridique@lancome.example',
      'résidence fiscale en (pays) : France',
      'Léa Dupont',
      'lea@example.com',
      '73282932000074',
      '– Post Instagram : Un post — publication prévue le 1 février 2099.',
      '– Story Instagram : Un post — publication prévue le 1 mars 2099.',
      '2 000 €',
      'réseaux sociaux de la marque, pour une durée de 12 mois',
      'dans un délai de 30 jours',
      '« Publicité » ou « Collaboration commerciale »',
      'article 1367 du Code civil',
      'solidairement responsables',
    ]) {
      expect(body.replace(/[\u202f\u00a0]/g, ' ')).toContain(expected);
    }
    expect(body).not.toContain(text.missing);
    expect(body).not.toMatch(/\{[a-zA-Z#/]/);
  });

  it('shows what the deal lacks as « [à compléter] »', async () => {
    const deal = await createContractDeal();
    await t.db.update(clients).set({ legalEmail: '' }).where(eq(clients.id, deal.agency.lancome));
    const view = await generate(deal);
    const file = await downloadAs(
      deal.agency.agent,
      contractPath(deal.id, deal.lea.id, '/document'),
    );
    expect(docxText(file.bytes)).toContain(`adresse électronique ${text.missing}`);
    expect(view.documentSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lists a copy in Ressources, replaced in the same resource when generated again', async () => {
    const deal = await createContractDeal();
    const first = await generate(deal);
    const [resource] = await t.db
      .select()
      .from(resources)
      .where(eq(resources.id, first.resourceId!));
    expect(resource).toMatchObject({
      type: 'contract',
      name: 'Contrat – Été Radieux – Léa Dupont',
      fileName: first.documentName,
    });
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, first.id));
    // Its own copy: the Corbeille may take the resource's file, never the contract's.
    expect(resource!.fileKey).not.toBe(row!.documentKey);
    // The uploads' sweep keeps both.
    expect(await attachedUploads(t.db)(row!.documentKey)).toBe(true);
    expect(await attachedUploads(t.db)(resource!.fileKey!)).toBe(true);
    const listed = await deal.agency.agent.get('/api/resources?type=contract');
    expect(JSON.stringify(listed.json)).toContain('Contrat – Été Radieux – Léa Dupont');
    const again = await generate(deal);
    expect(again.id).toBe(first.id);
    expect(again.resourceId).toBe(first.resourceId);
    const [replaced] = await t.db
      .select()
      .from(resources)
      .where(eq(resources.id, first.resourceId!));
    expect(replaced!.fileKey).not.toBe(resource!.fileKey);
    expect(await t.storage.getUpload(resource!.fileKey!)).toBeNull();
    expect(await t.storage.getUpload(row!.documentKey)).toBeNull();
  });

  it('answers the deal’s contracts by line, with the template in use', async () => {
    const deal = await createContractDeal();
    await generate(deal, deal.tom.id);
    const response = await deal.agency.agent.get(`/api/collaborations/${deal.id}/contracts`);
    expect(response.status).toBe(200);
    const body = response.json as DealContracts;
    expect(body.lines.map((line) => line.fullName)).toEqual(['Léa Dupont', 'Tom Martin']);
    expect(body.lines[0]!.contract).toBeNull();
    expect(body.lines[1]!.contract?.generatedByName).toBeTruthy();
    expect(body.template).toEqual({ isDefault: true, fileName: null, uploadedAt: null });
  });

  it('says when the deal no longer matches its contract, until it is generated again', async () => {
    const deal = await createContractDeal();
    await generate(deal);
    const lea = async () => {
      const response = await deal.agency.agent.get(`/api/collaborations/${deal.id}/contracts`);
      return (response.json as DealContracts).lines[0]!.contract!;
    };
    expect((await lea()).isOutdated).toBe(false);
    // The line's gifts change what the document says; a payment would not.
    await t.db
      .update(collaborationInfluencers)
      .set({ isCreatorInvoicePaid: true })
      .where(eq(collaborationInfluencers.id, deal.lea.id));
    expect((await lea()).isOutdated).toBe(false);
    await t.db
      .update(collaborationInfluencers)
      .set({ giftsCents: 15_000 })
      .where(eq(collaborationInfluencers.id, deal.lea.id));
    expect((await lea()).isOutdated).toBe(true);
    expect((await generate(deal)).isOutdated).toBe(false);
    // So does the client's legal name.
    await t.db
      .update(clients)
      .set({ legalName: 'Lancôme SAS' })
      .where(eq(clients.id, deal.agency.lancome));
    expect((await lea()).isOutdated).toBe(true);
  });

  it('writes the deal’s history', async () => {
    const deal = await createContractDeal();
    await generate(deal);
    const events = await t.db
      .select()
      .from(recordEvents)
      .where(and(eq(recordEvents.recordId, deal.id), eq(recordEvents.kind, 'collaboration')));
    const changes = events.flatMap((event) => event.changes);
    expect(changes).toContainEqual({
      field: 'contracts',
      added: [text.history.generated('Léa Dupont')],
      removed: [],
    });
  });
});
