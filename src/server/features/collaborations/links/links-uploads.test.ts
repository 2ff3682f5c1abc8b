// Issue 29, decision 0051: a creator's files through their link — tus at /api/link/uploads
// (images, videos and PDF only, held by the link that made them), the files a link may read,
// another agency's ids, and a revoked link on every route.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  a,
  b,
  callWithLink,
  contentPath,
  createDeal,
  createLink,
  patchWithLink,
  postWithLink,
  t,
  tokenOf,
  uploadWithLink,
} from '#server/features/collaborations/links/links-testing';
import { uploadBytes } from '#server/testing/uploads';
import { contents as text } from '#shared/i18n/fr-contents';
import { linksText } from '#shared/i18n/fr-links';

/** A deal of `agency` with links for Léa, Tom and the brand, and Léa's first deliverable. */
async function createLinkedDeal(agency = a) {
  const deal = await createDeal(agency);
  const base = `/api/collaborations/${deal.id}/links`;
  const lea = await createLink(agency, `${base}/creator/${deal.lea.id}`);
  const tom = await createLink(agency, `${base}/creator/${deal.tom.id}`);
  const brand = await createLink(agency, `${base}/brand`);
  const page = await callWithLink('/api/link/me', tokenOf(brand.url));
  return {
    id: deal.id,
    leaLinkId: lea.id,
    lea: tokenOf(lea.url),
    tom: tokenOf(tom.url),
    brand: tokenOf(brand.url),
    leaItem: page.json.influencers[0].deliverables[0].id as string,
    tomItem: page.json.influencers[1].deliverables[0].id as string,
  };
}

async function uploadOk(token: string, bytes: Buffer, name = 'photo.png', type = 'image/png') {
  const upload = await uploadWithLink(token, bytes, name, type);
  expect(upload.status).toBe(204);
  return upload.id;
}

describe('uploads through a link', () => {
  it("stores a creator's draft and serves it as the agency's files are", async () => {
    const deal = await createLinkedDeal();
    const bytes = randomBytes(3000);
    const id = await uploadOk(deal.lea, bytes);
    const sent = await postWithLink(contentPath(deal.leaItem, 'versions'), deal.lea, {
      caption: 'V1',
      uploadIds: [id],
    });
    expect(sent.status, sent.text).toBe(201);
    const url = sent.json.versions[0].files[0].url as string;
    const whole = await t.app.request(url, {
      headers: { authorization: `Link ${deal.lea}`, 'x-forwarded-for': '192.0.2.10' },
    });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(whole.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('content-security-policy')).toMatch(/(^|[;\s])sandbox(;|$)/);
    expect(whole.headers.get('referrer-policy')).toBe('no-referrer');
    const part = await t.app.request(url, {
      headers: {
        authorization: `Link ${deal.lea}`,
        'x-forwarded-for': '192.0.2.10',
        range: 'bytes=10-19',
      },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(10, 20))).toBe(true);
    // Tom's link reads nothing of Léa's; the brand nothing unsent.
    expect((await callWithLink(url, deal.tom)).status).toBe(404);
    expect((await callWithLink(url, deal.brand)).status).toBe(404);
  });

  it('refuses a type that is no picture, video or PDF, and the brand', async () => {
    const deal = await createLinkedDeal();
    const page = await uploadWithLink(deal.lea, Buffer.from('<html>'), 'page.html', 'text/html');
    expect(page.status).toBe(422);
    expect(page.json?.error.message).toBe(text.errors.fileType('page.html'));
    const byBrand = await uploadWithLink(deal.brand, randomBytes(10), 'a.png', 'image/png');
    expect(byBrand.status).toBe(403);
    expect(byBrand.json?.error.message).toBe(linksText.errors.creatorOnly);
    // MAX_UPLOAD_MB, as for members.
    const tooBig = await t.app.request('/api/link/uploads', {
      method: 'POST',
      headers: {
        authorization: `Link ${deal.lea}`,
        'x-forwarded-for': '192.0.2.10',
        'tus-resumable': '1.0.0',
        'upload-length': String(t.config.maxUploadBytes + 1),
        'upload-metadata': `filetype ${Buffer.from('video/mp4').toString('base64')}`,
      },
    });
    expect(tooBig.status).toBe(413);
  });

  it('lets only the link that made an upload attach it', async () => {
    const deal = await createLinkedDeal();
    const leaUpload = await uploadOk(deal.lea, randomBytes(500));
    const byTom = await postWithLink(contentPath(deal.tomItem, 'versions'), deal.tom, {
      caption: '',
      uploadIds: [leaUpload],
    });
    expect(byTom.status).toBe(422);
    expect(byTom.json.error.message).toBe(text.errors.unknownUpload);
    expect((await patchWithLink(deal.tom, leaUpload, randomBytes(10))).status).toBe(404);
    const byMember = await a.agent.post(
      `/api/collaborations/${deal.id}/contents/${deal.leaItem}/versions`,
      { caption: '', uploadIds: [leaUpload] },
    );
    expect(byMember.status).toBe(422);
    const memberUpload = await uploadBytes(a.agent, randomBytes(500), 'm.png', 'image/png');
    const byLea = await postWithLink(contentPath(deal.leaItem, 'versions'), deal.lea, {
      caption: '',
      uploadIds: [memberUpload],
    });
    expect(byLea.status).toBe(422);
    // Léa's own is still hers to attach.
    const own = await postWithLink(contentPath(deal.leaItem, 'versions'), deal.lea, {
      caption: '',
      uploadIds: [leaUpload],
    });
    expect(own.status, own.text).toBe(201);
  });
});

describe('the walls of the new routes', () => {
  it("answers 404 for another agency's deliverables and files", async () => {
    const ours = await createLinkedDeal();
    const theirs = await createLinkedDeal(b);
    const sent = await postWithLink(contentPath(theirs.leaItem, 'versions'), theirs.lea, {
      caption: '',
      uploadIds: [await uploadOk(theirs.lea, randomBytes(200))],
    });
    const theirFile = sent.json.versions[0].files[0].url as string;
    expect((await callWithLink(theirFile, ours.lea)).status).toBe(404);
    expect((await callWithLink(theirFile, ours.brand)).status).toBe(404);
    for (const token of [ours.lea, ours.brand]) {
      const comment = await postWithLink(contentPath(theirs.leaItem, 'comments'), token, {
        body: 'Bonjour',
        reviewer: { name: 'Marc Petit', email: 'marc@example.fr' },
      });
      expect(comment.status).toBe(404);
      const action = await postWithLink(contentPath(theirs.leaItem, 'actions'), token, {
        action: 'approve',
        reviewer: { name: 'Marc Petit', email: 'marc@example.fr' },
      });
      expect(action.status).toBe(404);
    }
    const version = await postWithLink(contentPath(theirs.leaItem, 'versions'), ours.lea, {
      caption: '',
      uploadIds: [await uploadOk(ours.lea, randomBytes(200))],
    });
    expect(version.status).toBe(404);
    // Another deal of the same agency is no closer.
    const other = await createLinkedDeal();
    expect(
      (await postWithLink(contentPath(other.leaItem, 'comments'), ours.lea, { body: 'x' })).status,
    ).toBe(404);
  });

  it('answers 410 on every route once the link is revoked, and writes nothing', async () => {
    const deal = await createLinkedDeal();
    const upload = await uploadOk(deal.lea, randomBytes(200));
    const sent = await postWithLink(contentPath(deal.leaItem, 'versions'), deal.lea, {
      caption: '',
      uploadIds: [upload],
    });
    const file = sent.json.versions[0].files[0].url as string;
    const revoked = await a.agent.delete(`/api/collaborations/${deal.id}/links/${deal.leaLinkId}`);
    expect(revoked.status).toBeLessThan(300);
    const answers = [
      await postWithLink(contentPath(deal.leaItem, 'versions'), deal.lea, {
        caption: '',
        uploadIds: [upload],
      }),
      await postWithLink(contentPath(deal.leaItem, 'comments'), deal.lea, { body: 'Encore là' }),
      await postWithLink(contentPath(deal.leaItem, 'actions'), deal.lea, {
        action: 'publish',
        publishedUrl: 'https://instagram.com/p/x',
        publishedOn: '2026-05-02',
      }),
      await callWithLink(file, deal.lea),
      await callWithLink('/api/link/me', deal.lea),
      await uploadWithLink(deal.lea, randomBytes(10), 'a.png', 'image/png'),
      await patchWithLink(deal.lea, upload, randomBytes(10)),
    ];
    for (const answer of answers) expect(answer.status).toBe(410);
    const tab = (await a.agent.get(`/api/collaborations/${deal.id}/contents`)).json;
    expect(tab.lines[0].deliverables[0].versions).toHaveLength(1);
    expect(tab.lines[0].deliverables[0].comments).toEqual([]);
  });
});
