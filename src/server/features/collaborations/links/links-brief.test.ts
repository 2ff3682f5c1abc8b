import { describe, expect, it } from 'vitest';
import {
  a,
  b,
  callWithLink,
  createDeal,
  createLink,
  t,
  tokenOf,
} from '#server/features/collaborations/links/links-testing';
import type { Agency } from '#server/features/collaborations/collaborations-testing';
import { contents } from '#shared/i18n/fr-contents';

// Issue 29, item 3: the deal's brief, one of the agency's resources, on its creators' page.

const TUS = { 'tus-resumable': '1.0.0' };

/** A resource of the agency: a file sent by tus, or an address. */
async function createBrief(agency: Agency, file?: { bytes: Buffer; name: string; type: string }) {
  let uploadId: string | undefined;
  if (file) {
    const metadata = [
      `filename ${Buffer.from(file.name).toString('base64')}`,
      `filetype ${Buffer.from(file.type).toString('base64')}`,
    ].join(',');
    const created = await agency.agent.call('/api/uploads', {
      method: 'POST',
      headers: { ...TUS, 'upload-length': String(file.bytes.length), 'upload-metadata': metadata },
    });
    expect(created.status).toBe(201);
    uploadId = created.headers.get('location')!.split('/').pop()!;
    const patched = await t.app.request(`/api/uploads/${uploadId}`, {
      method: 'PATCH',
      headers: {
        ...TUS,
        cookie: agency.agent.cookie,
        'x-forwarded-for': '203.0.113.1',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(file.bytes),
    });
    expect(patched.status).toBe(204);
  }
  const response = await agency.agent.post('/api/resources', {
    name: file ? 'Brief printemps' : 'Brief en ligne',
    type: 'brief',
    description: 'Le brief de la campagne',
    ...(file ? { uploadId } : { url: 'https://docs.example.com/brief' }),
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as { id: string };
}

const briefPath = (dealId: string) => `/api/collaborations/${dealId}/contents/brief`;

describe("the deal's brief", () => {
  it('a file: named on the creator’s page, served through the link, never to the brand', async () => {
    const deal = await createDeal();
    const pdf = Buffer.from('%PDF-1.4 le brief du printemps');
    const resource = await createBrief(a, {
      bytes: pdf,
      name: 'brief.pdf',
      type: 'application/pdf',
    });
    const set = await a.agent.put(briefPath(deal.id), { resourceId: resource.id });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expect(set.json.brief).toEqual({ id: resource.id, name: 'Brief printemps' });
    const tab = await a.agent.get(`/api/collaborations/${deal.id}/contents`);
    expect(tab.json.brief).toEqual({ id: resource.id, name: 'Brief printemps' });

    const creator = await createLink(
      a,
      `/api/collaborations/${deal.id}/links/creator/${deal.lea.id}`,
    );
    const me = await callWithLink('/api/link/me', tokenOf(creator.url));
    expect(me.json.brief).toEqual({ name: 'Brief printemps', url: '/api/link/brief' });
    const file = await callWithLink('/api/link/brief', tokenOf(creator.url));
    expect(file.status).toBe(200);
    expect(file.text).toBe(pdf.toString());
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');

    const brand = await createLink(a, `/api/collaborations/${deal.id}/links/brand`);
    expect((await callWithLink('/api/link/me', tokenOf(brand.url))).json.brief).toBeNull();
    expect((await callWithLink('/api/link/brief', tokenOf(brand.url))).status).toBe(404);
  });

  it('an address is given as is; clearing it, or deleting the resource, leaves none', async () => {
    const deal = await createDeal();
    const resource = await createBrief(a);
    await a.agent.put(briefPath(deal.id), { resourceId: resource.id });
    const creator = await createLink(
      a,
      `/api/collaborations/${deal.id}/links/creator/${deal.lea.id}`,
    );
    const token = tokenOf(creator.url);
    expect((await callWithLink('/api/link/me', token)).json.brief).toEqual({
      name: 'Brief en ligne',
      url: 'https://docs.example.com/brief',
    });
    expect((await callWithLink('/api/link/brief', token)).status).toBe(404);

    expect((await a.agent.put(briefPath(deal.id), { resourceId: null })).json.brief).toBeNull();
    expect((await callWithLink('/api/link/me', token)).json.brief).toBeNull();

    await a.agent.put(briefPath(deal.id), { resourceId: resource.id });
    expect((await a.agent.call(`/api/resources/${resource.id}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect((await callWithLink('/api/link/me', token)).json.brief).toBeNull();
    // The Corbeille gives it back, attached again.
    const trash = await a.agent.get('/api/trash');
    const item = (trash.json.items as { id: string; label: string }[]).find(
      (entry) => entry.label === 'Brief en ligne',
    )!;
    expect((await a.agent.post(`/api/trash/${item.id}/restore`, {})).status).toBe(200);
    expect((await callWithLink('/api/link/me', token)).json.brief?.name).toBe('Brief en ligne');
  });

  it('another agency’s resource or deal: refused, and the history names the brief', async () => {
    const deal = await createDeal();
    const theirs = await createBrief(b);
    const refused = await a.agent.put(briefPath(deal.id), { resourceId: theirs.id });
    expect(refused.status).toBe(422);
    expect(refused.json.error.fields.resourceId).toBe(contents.errors.unknownBrief);
    const bad = await a.agent.put(briefPath(deal.id), { resourceId: 'pas-un-id' });
    expect(bad.status).toBe(422);
    const mine = await createBrief(a);
    expect((await b.agent.put(briefPath(deal.id), { resourceId: null })).status).toBe(404);

    await a.agent.put(briefPath(deal.id), { resourceId: mine.id });
    const history = await a.agent.get(`/api/history/collaboration/${deal.id}`);
    expect(JSON.stringify(history.json)).toContain('Brief en ligne');
  });
});
