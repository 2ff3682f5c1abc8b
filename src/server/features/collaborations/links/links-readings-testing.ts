// Set-up of the tests of a creator's readings through their link (issue 30, decision 0059):
// a deal with its creators' and brand's links and two live deliverables, a screenshot sent
// through a link, the reading posted. Importing it starts the file's test app.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import {
  a,
  callWithLink,
  contentPath,
  createDeal,
  createLink,
  postWithLink,
  tokenOf,
  uploadWithLink,
} from '#server/features/collaborations/links/links-testing';
import type { Agency } from '#server/features/collaborations/collaborations-testing';
import type { ReadingsOfDeal } from '#shared/schemas/performance';

/** A deal of `agency` with Léa's, Tom's and the brand's links; Léa's first deliverable live. */
export async function createLiveDeal(agency: Agency = a) {
  const deal = await createDeal(agency);
  const base = `/api/collaborations/${deal.id}/links`;
  const lea = tokenOf((await createLink(agency, `${base}/creator/${deal.lea.id}`)).url);
  const tom = tokenOf((await createLink(agency, `${base}/creator/${deal.tom.id}`)).url);
  const brand = tokenOf((await createLink(agency, `${base}/brand`)).url);
  const page = await callWithLink('/api/link/me', brand);
  const leaItem = page.json.influencers[0].deliverables[0].id as string;
  const leaDraft = page.json.influencers[0].deliverables[1].id as string;
  const tomItem = page.json.influencers[1].deliverables[0].id as string;
  for (const item of [leaItem, tomItem]) {
    const published = await agency.agent.post(
      `/api/collaborations/${deal.id}/contents/${item}/actions`,
      {
        action: 'publish',
        publishedUrl: 'https://www.instagram.com/p/abc/',
        publishedOn: '2026-11-01',
      },
    );
    expect(published.status, JSON.stringify(published.json)).toBe(200);
  }
  return { id: deal.id, agency, lea, tom, brand, leaItem, leaDraft, tomItem };
}

export async function proofOf(token: string, name = 'stats.png', type = 'image/png') {
  const upload = await uploadWithLink(token, randomBytes(900), name, type);
  expect(upload.status).toBe(204);
  return upload.id;
}

export const reading = {
  readOn: '2026-11-08',
  impressions: 12_000,
  reach: 9_000,
  likes: 450,
  saves: 30,
};

export const postReading = (token: string, deliverableId: string, body: object) =>
  postWithLink(contentPath(deliverableId, 'readings'), token, body);

export async function agencyReadings(deal: { id: string; agency: Agency }) {
  const response = await deal.agency.agent.get(`/api/collaborations/${deal.id}/readings`);
  expect(response.status).toBe(200);
  return response.json as ReadingsOfDeal;
}
