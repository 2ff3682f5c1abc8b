// Set-up of the contracts' tests (issue 31, decision 0062): a deal of Léa and Tom whose parties
// have their contract data, its creators' and brand's links, the contract generated, signed
// and read back. Importing it starts the file's test app (collaborations-testing).
import { eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { expect } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { clients, influencers } from '#server/db/schema/address-book';
import { collaborations } from '#server/db/schema/collaborations';
import {
  a,
  callWithLink,
  createDeal,
  createLink,
  t,
  tokenOf,
} from '#server/features/collaborations/links/links-testing';
import type { Agency } from '#server/features/collaborations/collaborations-testing';
import type { Agent } from '#server/testing/harness';
import { extractParagraphs } from '#server/features/collaborations/contracts/contract-docx';
import type { ContractView, LinkContract } from '#shared/schemas/contracts';

export {
  a,
  b,
  t,
  callWithLink,
  postWithLink,
} from '#server/features/collaborations/links/links-testing';

/** The deal's client and creators with their contract data, and the deal's terms. */
export async function fillParties(agency: Agency, dealId: string) {
  await t.db
    .update(clients)
    .set({
      legalName: 'Lancôme Parfums et Beauté SNC',
      legalAddress: '14 rue Royale, 75008 Paris',
      legalEmail: 'juridique@lancome.example',
      taxCountry: 'FR',
    })
    .where(eq(clients.id, agency.lancome));
  for (const [id, email, country] of [
    [agency.lea, 'lea@example.com', 'FR'],
    [agency.tom, 'tom@example.com', 'BE'],
  ] as const) {
    await t.db
      .update(influencers)
      .set({ email, taxCountry: country })
      .where(eq(influencers.id, id));
  }
  await t.db
    .update(collaborations)
    .set({ rightsUsage: 'réseaux sociaux de la marque', rightsMonths: 12, paymentDays: 30 })
    .where(eq(collaborations.id, dealId));
}

/** A deal with its parties' data and Léa's, Tom's and the brand's links. */
export async function createContractDeal(agency: Agency = a) {
  const deal = await createDeal(agency);
  await fillParties(agency, deal.id);
  const base = `/api/collaborations/${deal.id}/links`;
  const lea = tokenOf((await createLink(agency, `${base}/creator/${deal.lea.id}`)).url);
  const tom = tokenOf((await createLink(agency, `${base}/creator/${deal.tom.id}`)).url);
  const brand = tokenOf((await createLink(agency, `${base}/brand`)).url);
  return { ...deal, agency, tokens: { lea, tom, brand } };
}
export type ContractDeal = Awaited<ReturnType<typeof createContractDeal>>;

export const contractPath = (dealId: string, lineId: string, tail = '') =>
  `/api/collaborations/${dealId}/contracts/${lineId}${tail}`;

/** 'Générer le contrat', expecting 201. */
export async function generate(deal: ContractDeal, lineId: string = deal.lea.id) {
  const response = await deal.agency.agent.post(contractPath(deal.id, lineId), {});
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as ContractView;
}

/** A GET's bytes as `agent` (a download). */
export async function downloadAs(agent: Agent, path: string) {
  const response = await t.app.request(path, {
    headers: { cookie: agent.cookie, 'x-forwarded-for': '203.0.113.9' },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** A .docx's text, paragraph by paragraph joined by new lines. */
export const docxText = (bytes: Uint8Array) => extractParagraphs(bytes).join('\n');

/** A .docx's word/document.xml, to check it is one. */
export const documentXml = (bytes: Uint8Array) =>
  new PizZip(bytes).file('word/document.xml')?.asText() ?? '';

export async function pdfText(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

/** The creator's contract through their link. */
export async function linkContract(token: string) {
  const response = await callWithLink('/api/link/contract', token);
  expect(response.status, response.text).toBe(200);
  return response.json as LinkContract | null;
}

/** The browser the creator signs from (kept as proof). */
export const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1';

/** The creator signs what they read (its hash), with their name typed, from their phone. */
export async function signWithLink(token: string, documentSha256: string, fullName = 'Léa Dupont') {
  const response = await t.app.request('/api/link/contract/sign', {
    method: 'POST',
    headers: {
      authorization: `Link ${token}`,
      'x-forwarded-for': '192.0.2.10',
      'content-type': 'application/json',
      'user-agent': PHONE,
    },
    body: JSON.stringify({ fullName, documentSha256, isAccepted: true }),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any JSON shape
  const json: any = text ? JSON.parse(text) : null;
  return { status: response.status, json, text };
}

const TUS = { 'tus-resumable': '1.0.0' };

/** A member's finished tus upload (/api/uploads): its id. */
export async function uploadAs(agent: Agent, bytes: Uint8Array, name: string, type: string) {
  const metadata = `filename ${Buffer.from(name).toString('base64')},filetype ${Buffer.from(type).toString('base64')}`;
  const created = await agent.call('/api/uploads', {
    method: 'POST',
    headers: { ...TUS, 'upload-length': String(bytes.length), 'upload-metadata': metadata },
  });
  expect(created.status).toBe(201);
  const id = created.headers.get('location')?.split('/').pop() ?? '';
  const patched = await t.app.request(`/api/uploads/${id}`, {
    method: 'PATCH',
    headers: {
      ...TUS,
      cookie: agent.cookie,
      'x-forwarded-for': '198.51.100.250',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });
  expect(patched.status, await patched.clone().text()).toBe(204);
  return id;
}

/** A .docx made from `xml` paragraphs (a template an agency could upload). */
export function makeDocx(paragraphs: string[]) {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs.map(
    (text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`,
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body.join('')}</w:body></w:document>`,
  );
  return zip.generate({ type: 'uint8array' });
}
