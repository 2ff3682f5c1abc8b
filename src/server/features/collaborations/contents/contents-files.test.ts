// Issue 29: a draft's files (finished tus uploads of the agency, pictures, videos and PDF
// only), served as resources' files are; and who may reach a deal's contents at all.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliverables } from '#server/db/schema/collaborations';
import { contentFiles, contentVersions } from '#server/db/schema/contents';
import { body, deliverable, t } from '#server/features/collaborations/collaborations-testing';
import {
  contentsPath,
  createDeal,
  joinWithout,
  sendDraft,
  sendDraftOk,
  type Deal,
} from '#server/features/collaborations/contents/contents-testing';
import { attachedUploads } from '#server/lib/storage/attached-uploads';
import { deleteExpiredUploads } from '#server/lib/storage/upload-expiry';
import type { Agent } from '#server/testing/harness';
import { sendUploadBytes, startUpload, uploadBytes } from '#server/testing/uploads';
import { contents as text } from '#shared/i18n/fr-contents';

async function fetchFile(agent: Agent, url: string, headers: Record<string, string> = {}) {
  const sent: Record<string, string> = { 'x-forwarded-for': '198.51.100.252', ...headers };
  if (agent.cookie) sent.cookie = agent.cookie;
  const response = await t.app.request(url, { headers: sent });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const versionsOf = async (deliverableId: string) =>
  t.db.select().from(contentVersions).where(eq(contentVersions.deliverableId, deliverableId));

describe("a draft's files", () => {
  it('stores the uploads as version files and serves them with the file headers', async () => {
    const deal = await createDeal();
    const agent = deal.agency.agent;
    const video = randomBytes(4000);
    const pdf = Buffer.from('%PDF-1.4 brouillon');
    const ids = [
      await uploadBytes(agent, video, 'rush.mp4', 'video/mp4'),
      await uploadBytes(agent, pdf, 'Légende été.pdf', 'application/pdf'),
    ];
    const created = await agent.post(contentsPath(deal, deal.first, '/versions'), {
      caption: 'V1 avec musique',
      uploadIds: ids,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.stage).toBe('draft_received');
    const files = created.json.versions[0].files as { url: string; fileName: string }[];
    expect(files.map((file) => file.fileName)).toEqual(['rush.mp4', 'Légende été.pdf']);

    const whole = await fetchFile(agent, files[0]!.url);
    expect(whole.response.status).toBe(200);
    expect(whole.bytes.equals(video)).toBe(true);
    expect(whole.response.headers.get('content-type')).toBe('video/mp4');
    expect(whole.response.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(whole.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.response.headers.get('content-security-policy')).toMatch(/(^|[;\s])sandbox(;|$)/);
    const part = await fetchFile(agent, files[0]!.url, { range: 'bytes=100-199' });
    expect(part.response.status).toBe(206);
    expect(part.response.headers.get('content-range')).toBe('bytes 100-199/4000');
    expect(part.bytes.equals(video.subarray(100, 200))).toBe(true);

    const document = await fetchFile(agent, files[1]!.url);
    expect(document.response.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(document.response.headers.get('content-disposition')).toContain(
      encodeURIComponent('Légende été.pdf'),
    );
    const forced = await fetchFile(agent, `${files[1]!.url}?download=1`);
    expect(forced.response.headers.get('content-disposition')).toMatch(/^attachment;/);

    // An image type a browser could run (SVG) is an image/*: accepted, but never inline.
    const svg = await sendDraft(deal, deal.first, {
      name: 'logo.svg',
      type: 'image/svg+xml',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
    });
    expect(svg.status).toBe(201);
    const served = await fetchFile(agent, svg.json.versions[0].files[0].url);
    expect(served.response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(served.response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses another type, an unknown, unfinished or reused upload (422), adding nothing', async () => {
    const deal = await createDeal();
    const agent = deal.agency.agent;
    const page = await sendDraft(deal, deal.first, { name: 'page.html', type: 'text/html' });
    expect(page.status).toBe(422);
    expect(page.json.error.fields.uploadIds).toBe(text.errors.fileType('page.html'));

    const unfinished = await startUpload(agent, 100, 'rush.mp4', 'video/mp4');
    expect((await sendUploadBytes(agent, unfinished.id, 0, randomBytes(40))).status).toBe(204);
    const stranger = await createDeal();
    const foreign = await uploadBytes(stranger.agency.agent, randomBytes(10), 'a.png', 'image/png');
    for (const uploadId of [unfinished.id, foreign, 'inconnu']) {
      const refused = await agent.post(contentsPath(deal, deal.first, '/versions'), {
        uploadIds: [uploadId],
      });
      expect(refused.status).toBe(422);
      expect(refused.json.error.fields.uploadIds).toBe(text.errors.unknownUpload);
    }
    const none = await agent.post(contentsPath(deal, deal.first, '/versions'), { uploadIds: [] });
    expect(none.status).toBe(422);
    // The shared schema's own words, prefixed with the field's name by toFieldErrors.
    expect(none.json.error.fields.uploadIds).toContain(text.errors.noFile);

    const reused = await uploadBytes(agent, randomBytes(10), 'a.png', 'image/png');
    const first = await agent.post(contentsPath(deal, deal.second, '/versions'), {
      uploadIds: [reused],
    });
    expect(first.status).toBe(201);
    const again = await agent.post(contentsPath(deal, deal.first, '/versions'), {
      uploadIds: [reused],
    });
    expect(again.status).toBe(422);
    expect(await versionsOf(deal.first)).toEqual([]);
    const [row] = await t.db.select().from(deliverables).where(eq(deliverables.id, deal.first));
    expect(row!.stage).toBe('to_produce');
  });

  it("keeps a draft's file through the expiry sweep, which takes abandoned uploads", async () => {
    const deal = await createDeal();
    const startedAt = Date.now();
    const abandoned = await uploadBytes(deal.agency.agent, randomBytes(10), 'a.png', 'image/png');
    const view = await sendDraftOk(deal, deal.first);
    const [file] = await t.db
      .select()
      .from(contentFiles)
      .where(eq(contentFiles.collaborationId, deal.id));
    const day = 25 * 60 * 60 * 1000;
    await deleteExpiredUploads(t.storage, startedAt + day, attachedUploads(t.db));
    expect(await t.storage.getUpload(file!.storageKey)).not.toBeNull();
    expect(
      (await fetchFile(deal.agency.agent, view.versions[0]!.files[0]!.url)).response.status,
    ).toBe(200);
    expect((await sendDraft(deal, deal.first)).status).toBe(201);
    const reuse = await deal.agency.agent.post(contentsPath(deal, deal.second, '/versions'), {
      uploadIds: [abandoned],
    });
    expect(reuse.status).toBe(422);
  });

  it("leaves the files of a deliverable removed by the deal's form to the expiry sweep", async () => {
    const deal = await createDeal();
    const startedAt = Date.now();
    await sendDraftOk(deal, deal.second);
    const [file] = await t.db
      .select({ key: contentFiles.storageKey })
      .from(contentFiles)
      .where(eq(contentFiles.collaborationId, deal.id));
    // The form sends the deal back with its first deliverable only.
    const detail = (await deal.agency.agent.get(`/api/collaborations/${deal.id}`)).json;
    const [line] = detail.influencers as { id: string; influencerId: string }[];
    const saved = await deal.agency.agent.putCurrent(`/api/collaborations/${deal.id}`, {
      ...body(deal.agency),
      influencers: [
        {
          id: line!.id,
          influencerId: line!.influencerId,
          deliverables: [{ ...deliverable(10_000), id: deal.first }],
        },
      ],
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(
      await t.db.select().from(contentFiles).where(eq(contentFiles.collaborationId, deal.id)),
    ).toEqual([]);
    // Held by nothing now: the hourly sweep takes it once a day old, not before.
    await deleteExpiredUploads(t.storage, startedAt, attachedUploads(t.db));
    expect(await t.storage.getUpload(file!.key)).not.toBeNull();
    await deleteExpiredUploads(t.storage, startedAt + 25 * 60 * 60 * 1000, attachedUploads(t.db));
    expect(await t.storage.getUpload(file!.key)).toBeNull();
  });

  it('keeps a file name cut inside an emoji storable, through to the Corbeille', async () => {
    const deal = await createDeal();
    // 254 letters and an emoji: the cut at 255 leaves half of it, a lone surrogate.
    const name = `${'a'.repeat(254)}😀.png`;
    const sent = await sendDraft(deal, deal.first, { name, type: 'image/png' });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    const [file] = await t.db
      .select({ fileName: contentFiles.fileName })
      .from(contentFiles)
      .where(eq(contentFiles.collaborationId, deal.id));
    expect(file!.fileName).toBe('a'.repeat(254));
    const deleted = await deal.agency.agent.call(`/api/collaborations/${deal.id}`, {
      method: 'DELETE',
    });
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200);
  });

  it('numbers versions, and refuses a draft once the content is validated (409)', async () => {
    const deal = await createDeal();
    await sendDraftOk(deal, deal.first);
    await sendDraftOk(deal, deal.first);
    expect((await versionsOf(deal.first)).map((v) => v.number).sort()).toEqual([1, 2]);
    const approve = await deal.agency.agent.post(contentsPath(deal, deal.first, '/actions'), {
      action: 'approve',
    });
    expect(approve.status).toBe(200);
    const refused = await sendDraft(deal, deal.first);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(text.errors.notAllowed);
    expect(await versionsOf(deal.first)).toHaveLength(2);
  });
});

/** Every route of the contents of `deal`, with a body that would pass. */
async function everyRoute(agent: Agent, deal: Deal, fileUrl: string, uploadId: string) {
  const on = (tail: string) => contentsPath(deal, deal.first, tail);
  return {
    read: (await agent.get(contentsPath(deal))).status,
    action: (await agent.post(on('/actions'), { action: 'approve' })).status,
    comment: (await agent.post(on('/comments'), { body: 'Bonjour' })).status,
    version: (await agent.post(on('/versions'), { uploadIds: [uploadId] })).status,
    file: (await fetchFile(agent, fileUrl)).response.status,
  };
}

describe('who may reach the contents', () => {
  it('hides a deal, its deliverables and files from another agency (404), changing nothing', async () => {
    const deal = await createDeal();
    const view = await sendDraftOk(deal, deal.first);
    const fileUrl = view.versions[0]!.files[0]!.url;
    const other = await createDeal();
    const upload = await uploadBytes(other.agency.agent, randomBytes(10), 'a.png', 'image/png');
    expect(await everyRoute(other.agency.agent, deal, fileUrl, upload)).toEqual({
      read: 404,
      action: 404,
      comment: 404,
      version: 404,
      file: 404,
    });
    // Its own deal's id with the other's deliverable or file: 404 too.
    const crossed = await other.agency.agent.post(
      `/api/collaborations/${other.id}/contents/${deal.first}/actions`,
      { action: 'approve' },
    );
    expect(crossed.status).toBe(404);
    const crossedFile = fileUrl.replace(deal.id, other.id);
    expect((await fetchFile(other.agency.agent, crossedFile)).response.status).toBe(404);
    const [row] = await t.db.select().from(deliverables).where(eq(deliverables.id, deal.first));
    expect(row!.stage).toBe('draft_received');
    expect(await versionsOf(deal.first)).toHaveLength(1);
    expect((await t.db.select().from(contentFiles)).length).toBeGreaterThan(0);
    expect(
      (await deal.agency.agent.get(contentsPath(deal))).json.lines[0].deliverables[0].comments,
    ).toEqual([]);
  });

  it('refuses a member without the Collaborations permission (403) on every route', async () => {
    const deal = await createDeal();
    const view = await sendDraftOk(deal, deal.first);
    const member = await joinWithout(deal, ['collaborations']);
    // Uploads stay open to the member's Ressources section; the draft itself is refused.
    const upload = await uploadBytes(member, randomBytes(10), 'a.png', 'image/png');
    expect(await everyRoute(member, deal, view.versions[0]!.files[0]!.url, upload)).toEqual({
      read: 403,
      action: 403,
      comment: 403,
      version: 403,
      file: 403,
    });
  });

  it('lets a member with Collaborations but not Ressources upload and send a draft', async () => {
    const deal = await createDeal();
    const member = await joinWithout(deal, ['resources']);
    expect((await member.get('/api/resources')).status).toBe(403);
    const upload = await uploadBytes(member, randomBytes(10), 'a.png', 'image/png');
    const sent = await member.post(contentsPath(deal, deal.first, '/versions'), {
      uploadIds: [upload],
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
  });
});
