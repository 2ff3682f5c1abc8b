// Set-up shared by the private links' tests: a deal of agency `a` with two creators, and calls
// made the way the outsider's page makes them.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import {
  a,
  create,
  deliverable,
  t,
  type Agency,
} from '#server/features/collaborations/collaborations-testing';

export { a, b, t, createAgency } from '#server/features/collaborations/collaborations-testing';

/** A deal with Léa (two deliverables, the last planned on 2099-03-01) and Tom (one, no date). */
export async function createDeal(agency: Agency = a) {
  const deal = await create(agency, {
    billedCents: 900_000,
    manager: managerOf(agency),
    influencers: [
      {
        influencerId: agency.lea,
        deliverables: [
          { ...deliverable(120_000), publishOn: '2099-02-01' },
          { ...deliverable(80_000, 'story_instagram'), publishOn: '2099-03-01' },
        ],
      },
      { influencerId: agency.tom, deliverables: [deliverable(50_000, 'reel_instagram')] },
    ],
  });
  const [lea, tom] = deal.influencers as { id: string; fullName: string }[];
  return { id: deal.id as string, lea: lea!, tom: tom! };
}

/** The owner's name, the deals' chef de projet: the mails of their contents go to them. */
export const managerOf = (agency: Agency) =>
  `${agency.account.user.firstName} ${agency.account.user.lastName}`;

/** The token of a link's URL: its fragment. */
export const tokenOf = (url: string) => new URL(url).hash.slice(1);

export async function createLink(agency: Agency, path: string, body: unknown = {}) {
  const response = await agency.agent.post(path, body);
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as { id: string; url: string; expiresAt: string; isMailed: boolean };
}

/** A call of the outsider's page: the link's header, no cookie, its own address. */
export async function callWithLink(
  path: string,
  token: string,
  init: { ip?: string; cookie?: string; method?: string } = {},
) {
  const headers: Record<string, string> = {
    authorization: `Link ${token}`,
    'x-forwarded-for': init.ip ?? '192.0.2.10',
  };
  if (init.cookie) headers.cookie = init.cookie;
  const response = await t.app.request(path, { method: init.method ?? 'GET', headers });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any JSON shape
  const json: any = text && isJson ? JSON.parse(text) : null;
  return { status: response.status, json, text, headers: response.headers };
}

/** A POST of the outsider's page: a JSON body with the link's header. */
export async function postWithLink(path: string, token: string, body: unknown) {
  const response = await t.app.request(path, {
    method: 'POST',
    headers: {
      authorization: `Link ${token}`,
      'x-forwarded-for': '192.0.2.10',
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any JSON shape
  const json: any = text ? JSON.parse(text) : null;
  return { status: response.status, json, text };
}

const TUS = { 'tus-resumable': '1.0.0' };

/** A tus upload through a link, as the creator's page makes one: statuses and the upload id. */
export async function uploadWithLink(token: string, bytes: Buffer, name: string, type: string) {
  const link = { authorization: `Link ${token}`, 'x-forwarded-for': '192.0.2.10', ...TUS };
  const metadata = [`filename ${Buffer.from(name).toString('base64')}`];
  metadata.push(`filetype ${Buffer.from(type).toString('base64')}`);
  const created = await t.app.request('/api/link/uploads', {
    method: 'POST',
    headers: {
      ...link,
      'upload-length': String(bytes.length),
      'upload-metadata': metadata.join(','),
    },
  });
  const id = created.headers.get('location')?.split('/').pop() ?? '';
  if (created.status !== 201) {
    return {
      status: created.status,
      id,
      json: (await created.json()) as { error: { message: string } },
    };
  }
  const patched = await patchWithLink(token, id, bytes);
  return { status: patched.status, id, json: null };
}

/** PATCH an upload's bytes through a link. */
export const patchWithLink = (token: string, id: string, bytes: Buffer) =>
  t.app.request(`/api/link/uploads/${id}`, {
    method: 'PATCH',
    headers: {
      authorization: `Link ${token}`,
      'x-forwarded-for': '192.0.2.10',
      ...TUS,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });

export const contentPath = (id: string, tail: string) => `/api/link/contents/${id}/${tail}`;

/** A draft through the creator's link: one uploaded picture, then the version. */
export async function sendLinkDraft(token: string, deliverableId: string, caption = 'Ma version') {
  const upload = await uploadWithLink(token, randomBytes(1200), 'photo.png', 'image/png');
  expect(upload.status).toBe(204);
  return postWithLink(contentPath(deliverableId, 'versions'), token, {
    caption,
    uploadIds: [upload.id],
  });
}
