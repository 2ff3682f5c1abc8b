// Issue 31, decision 0062: an agency's own contract template — kept when its placeholders are
// the default one's, refused (422, naming the tag) when one is unknown or a required one is
// missing, or when the file is no .docx; deleted, the default French template again.
import { describe, expect, it } from 'vitest';
import {
  a,
  createContractDeal,
  contractPath,
  docxText,
  documentXml,
  downloadAs,
  generate,
  makeDocx,
  uploadAs,
} from '#server/features/collaborations/contracts/contracts-testing';
import { REQUIRED_PLACEHOLDERS } from '#shared/domain/contract-placeholders';
import { contracts as text } from '#shared/i18n/fr-contracts';
import type { ContractTemplateInfo } from '#shared/schemas/contracts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Every required tag, the missions' loop as its own paragraphs, then `extra`. */
const templateWith = (extra: string[] = [], without?: string) =>
  makeDocx([
    'MON CONTRAT MAISON',
    ...REQUIRED_PLACEHOLDERS.filter((name) => name !== 'missions' && name !== without).map(
      (name) => `${name} = {${name}}`,
    ),
    ...(without === 'missions'
      ? []
      : ['{#missions}', 'Mission : {type} le {publishOn}', '{/missions}']),
    ...extra,
  ]);

const putTemplate = async (bytes: Uint8Array, name = 'modele.docx', type = DOCX) => {
  const uploadId = await uploadAs(a.agent, bytes, name, type);
  return a.agent.put('/api/contract-template', { uploadId });
};

describe('the agency’s contract template', () => {
  it('is the default one, with the placeholders the screen lists', async () => {
    const info = (await a.agent.get('/api/contract-template')).json as ContractTemplateInfo;
    expect(info).toMatchObject({ isDefault: true, fileName: null });
    expect(info.placeholders.find((tag) => tag.name === 'brandLegalName')?.isRequired).toBe(true);
    expect(info.missionPlaceholders.map((tag) => tag.name)).toContain('publishOn');
    const file = await downloadAs(a.agent, '/api/contract-template/file');
    expect(file.status).toBe(200);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(documentXml(file.bytes)).toContain('{brandLegalName}');
  });

  it('refuses an unknown placeholder, naming it', async () => {
    const response = await putTemplate(templateWith(['Bonus : {bonusAmount}']));
    expect(response.status).toBe(422);
    expect(response.json.error.message).toBe(text.errors.unknownTag('bonusAmount'));
    expect(response.json.error.message).toBe(
      'Le modèle contient une balise inconnue : {bonusAmount}',
    );
    const inLoop = await putTemplate(
      makeDocx([
        ...REQUIRED_PLACEHOLDERS.map((name) => `{${name}}`),
        '{#missions}{price}{/missions}',
      ]),
    );
    expect(inLoop.status).toBe(422);
    expect(inLoop.json.error.message).toBe(text.errors.unknownTag('price'));
  });

  it('refuses a template missing a required placeholder, naming it', async () => {
    const response = await putTemplate(templateWith([], 'creatorEmail'));
    expect(response.status).toBe(422);
    expect(response.json.error.message).toBe('Il manque la balise {creatorEmail} au modèle.');
    const noLoop = await putTemplate(templateWith([], 'missions'));
    expect(noLoop.json.error.message).toBe(text.errors.missingTag('missions'));
  });

  it('refuses what is no .docx, a broken tag, a file too large, never a 500', async () => {
    const notZip = await putTemplate(new TextEncoder().encode('pas un docx'));
    expect(notZip.status).toBe(422);
    expect(notZip.json.error.message).toBe(text.errors.brokenTemplate);
    const pdf = await putTemplate(
      new TextEncoder().encode('%PDF'),
      'modele.pdf',
      'application/pdf',
    );
    expect(pdf.status).toBe(422);
    expect(pdf.json.error.fields.uploadId).toBe(text.errors.templateType);
    const broken = await putTemplate(templateWith(['{brandLegalName']));
    expect(broken.status).toBe(422);
    expect(broken.json.error.message).toContain('Le modèle contient une balise mal formée');
    const unknownUpload = await a.agent.put('/api/contract-template', { uploadId: 'nope' });
    expect(unknownUpload.status).toBe(422);
    const large = await putTemplate(new Uint8Array(5 * 1024 * 1024 + 1));
    expect(large.json.error.fields.uploadId).toBe(text.errors.templateSize);
  });

  it('fills the agency’s own template, then the default one once it is deleted', async () => {
    const put = await putTemplate(templateWith());
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    expect(put.json).toMatchObject({ isDefault: false, fileName: 'modele.docx' });
    const deal = await createContractDeal(a);
    await generate(deal);
    const path = contractPath(deal.id, deal.lea.id, '/document');
    const own = docxText((await downloadAs(a.agent, path)).bytes);
    expect(own).toContain('MON CONTRAT MAISON');
    expect(own).toContain('brandLegalName = Lancôme Parfums et Beauté SNC');
    expect(own).toContain('Mission : Post Instagram le 1 février 2099');
    const deleted = await a.agent.delete('/api/contract-template');
    expect(deleted.json).toMatchObject({ isDefault: true });
    await generate(deal);
    const standard = docxText((await downloadAs(a.agent, path)).bytes);
    expect(standard).toContain('Contrat de collaboration commerciale');
  });
});
