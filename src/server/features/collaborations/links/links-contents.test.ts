// Issue 29, decision 0051: a creator and the brand work on contents through their links — the
// whole loop from a first draft to the publication, every refused step, what the brand never
// sees, and the mails to the deal's chef de projet.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { contentComments } from '#server/db/schema/contents';
import { recordEvents } from '#server/db/schema/history';
import { create, deliverable } from '#server/features/collaborations/collaborations-testing';
import {
  a,
  callWithLink,
  contentPath,
  createDeal,
  createLink,
  managerOf,
  postWithLink,
  sendLinkDraft,
  t,
  tokenOf,
} from '#server/features/collaborations/links/links-testing';
import { contents as text } from '#shared/i18n/fr-contents';
import { linksText } from '#shared/i18n/fr-links';
import { fr } from '#shared/i18n/fr';

const reviewer = { name: 'Marc Petit', email: 'Marc.Petit@example.fr' };

/** A deal of one creator (Léa) with one deliverable, and both links. */
async function createLoopDeal() {
  const deal = await create(a, {
    manager: managerOf(a),
    influencers: [
      {
        influencerId: a.lea,
        deliverables: [{ ...deliverable(120_000), publishOn: '2099-02-01' }],
      },
    ],
  });
  const lineId = deal.influencers[0].id as string;
  const deliverableId = deal.influencers[0].deliverables[0].id as string;
  const creator = await createLink(a, `/api/collaborations/${deal.id}/links/creator/${lineId}`);
  const brand = await createLink(a, `/api/collaborations/${deal.id}/links/brand`);
  return {
    id: deal.id as string,
    deliverableId,
    creator: tokenOf(creator.url),
    brand: tokenOf(brand.url),
  };
}

const agencyAct = (dealId: string, deliverableId: string, body: object) =>
  a.agent.post(`/api/collaborations/${dealId}/contents/${deliverableId}/actions`, body);

async function contentOf(token: string) {
  const me = await callWithLink('/api/link/me', token);
  expect(me.status, me.text).toBe(200);
  return me.json.influencers[0].deliverables[0];
}

describe('the loop through the links', () => {
  it('goes from a first draft to the publication, each step by its own actor', async () => {
    const deal = await createLoopDeal();
    const { deliverableId: id } = deal;
    const manager = a.account.email;

    // V1 from the creator: the chef de projet is told.
    const v1 = await sendLinkDraft(deal.creator, id, 'Première idée');
    expect(v1.status, v1.text).toBe(201);
    expect(v1.json).toMatchObject({ stage: 'draft_received', actions: ['send_draft'] });
    expect(v1.json.versions[0]).toMatchObject({
      number: 1,
      authorKind: 'creator',
      authorName: 'Léa Dupont',
      sentToClientAt: null,
    });
    expect(v1.json.versions[0].files[0].url).toMatch(/^\/api\/link\/files\/[0-9a-f-]{36}$/);
    const draftMail = t.mailbox.lastTo(manager);
    expect(draftMail?.subject).toBe('Brouillon reçu : Été Radieux');
    expect(draftMail?.text).toContain('Léa Dupont a envoyé la V1 de « Post Instagram — Un post »');
    expect(draftMail?.text).toContain(`/app/collaborations?voir=${deal.id}`);

    // The brand sees nothing of an unsent draft, and may not decide on it.
    const unsent = await contentOf(deal.brand);
    expect(unsent).toMatchObject({
      stage: 'draft_received',
      versions: [],
      comments: [],
      actions: [],
    });
    const early = await postWithLink(contentPath(id, 'actions'), deal.brand, {
      action: 'approve',
      reviewer,
    });
    expect(early.status).toBe(409);
    expect(early.json.error.message).toBe(text.errors.notAllowed);
    // Nor may the creator publish before the approval.
    const publishEarly = await postWithLink(contentPath(id, 'actions'), deal.creator, {
      action: 'publish',
      publishedUrl: 'https://instagram.com/p/abc',
      publishedOn: '2026-05-02',
    });
    expect(publishEarly.status).toBe(409);
    expect(publishEarly.json.error.message).toBe(text.errors.notAllowed);

    // The agency sends V1: the brand decides, asking for changes.
    expect((await agencyAct(deal.id, id, { action: 'send_to_client' })).status).toBe(200);
    const sent = await contentOf(deal.brand);
    expect(sent.versions.map((v: { number: number }) => v.number)).toEqual([1]);
    expect(sent.actions).toEqual(['approve', 'request_changes']);
    expect(sent.comments.map((c: { decision: string }) => c.decision)).toEqual(['sent_to_client']);
    const changes = await postWithLink(contentPath(id, 'actions'), deal.brand, {
      action: 'request_changes',
      comment: 'Plus de lumière, svp.',
      reviewer,
    });
    expect(changes.status, changes.text).toBe(200);
    expect(changes.json).toMatchObject({ stage: 'changes_requested', actions: [] });
    const [decision] = await t.db
      .select()
      .from(contentComments)
      .where(
        and(
          eq(contentComments.deliverableId, id),
          eq(contentComments.decision, 'changes_requested'),
        ),
      );
    expect(decision).toMatchObject({
      authorKind: 'brand',
      authorName: 'Marc Petit',
      authorEmail: 'marc.petit@example.fr',
      authorUserId: null,
      versionNumber: 1,
      body: 'Plus de lumière, svp.',
    });
    const changesMail = t.mailbox.lastTo(manager);
    expect(changesMail?.subject).toBe('Modifications demandées par le client : Été Radieux');
    expect(changesMail?.text).toContain(
      'Marc Petit (Lancôme, marc.petit@example.fr) demande des modifications sur la V1',
    );
    expect(changesMail?.text).toContain('« Plus de lumière, svp. »');

    // V2 from the creator: the brand sees V1 only until the agency sends V2.
    const v2 = await sendLinkDraft(deal.creator, id, 'Plus lumineux');
    expect(v2.status, v2.text).toBe(201);
    expect(v2.json.versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    const v2File = v2.json.versions[0].files[0].url as string;
    const before = await contentOf(deal.brand);
    expect(before.versions.map((v: { number: number }) => v.number)).toEqual([1]);
    expect(before.actions).toEqual([]);
    expect((await callWithLink(v2File, deal.brand)).status).toBe(404);
    expect((await callWithLink(v2File, deal.creator)).status).toBe(200);
    expect((await agencyAct(deal.id, id, { action: 'send_to_client' })).status).toBe(200);
    expect((await callWithLink(v2File, deal.brand)).status).toBe(200);

    // The brand approves V2; the creator gives the publication.
    const approved = await postWithLink(contentPath(id, 'actions'), deal.brand, {
      action: 'approve',
      reviewer,
    });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.stage).toBe('approved');
    expect(t.mailbox.lastTo(manager)?.subject).toBe('Contenu validé par le client : Été Radieux');
    expect((await contentOf(deal.creator)).actions).toEqual(['publish']);
    const published = await postWithLink(contentPath(id, 'actions'), deal.creator, {
      action: 'publish',
      publishedUrl: 'https://instagram.com/p/abc',
      publishedOn: '2026-05-02',
    });
    expect(published.status, published.text).toBe(200);
    expect(published.json).toMatchObject({
      stage: 'published',
      publishedUrl: 'https://instagram.com/p/abc',
      publishedOn: '2026-05-02',
      actions: [],
    });

    // The deal follows: 'Posté', 100 %, and the publication waits for the agency's check.
    const detail = (await a.agent.get(`/api/collaborations/${deal.id}`)).json;
    expect(detail.postProgress).toBe(100);
    expect(detail.influencers[0].deliverables[0].isPosted).toBe(true);
    const tab = (await a.agent.get(`/api/collaborations/${deal.id}/contents`)).json;
    expect(tab.lines[0].deliverables[0]).toMatchObject({
      isPublicationChecked: false,
      wait: 'publication',
    });

    // The history names each outsider, with no account.
    const events = await t.db
      .select({ actorId: recordEvents.actorId, actorName: recordEvents.actorName })
      .from(recordEvents)
      .where(eq(recordEvents.recordId, deal.id));
    const names = events.map((event) => event.actorName);
    expect(names).toContain('Léa Dupont (créateur, par son lien)');
    expect(names).toContain('Marc Petit (client, par son lien)');
    for (const event of events.filter((e) => e.actorName.includes('par son lien'))) {
      expect(event.actorId).toBeNull();
    }
  });
});

describe('what the links may not do', () => {
  it("refuses a creator another line's deliverable (404) and the brand a draft (403)", async () => {
    const deal = await createDeal();
    const lea = await createLink(a, `/api/collaborations/${deal.id}/links/creator/${deal.lea.id}`);
    const brand = await createLink(a, `/api/collaborations/${deal.id}/links/brand`);
    const page = await callWithLink('/api/link/me', tokenOf(brand.url));
    const tomItem = page.json.influencers[1].deliverables[0].id as string;
    const token = tokenOf(lea.url);
    const versions = await sendLinkDraft(token, tomItem);
    expect(versions.status).toBe(404);
    const comment = await postWithLink(contentPath(tomItem, 'comments'), token, { body: 'Coucou' });
    expect(comment.status).toBe(404);
    const action = await postWithLink(contentPath(tomItem, 'actions'), token, {
      action: 'publish',
      publishedUrl: 'https://instagram.com/p/x',
      publishedOn: '2026-05-02',
    });
    expect(action.status).toBe(404);

    const leaItem = page.json.influencers[0].deliverables[0].id as string;
    const byBrand = await postWithLink(contentPath(leaItem, 'versions'), tokenOf(brand.url), {
      caption: '',
      uploadIds: ['x'],
    });
    expect(byBrand.status).toBe(403);
    expect(byBrand.json.error.message).toBe(linksText.errors.creatorOnly);
    // The creator's decisions are the brand's: refused as the rules say.
    const v1 = await sendLinkDraft(token, leaItem);
    expect(v1.status).toBe(201);
    await agencyAct(deal.id, leaItem, { action: 'send_to_client' });
    const selfApproval = await postWithLink(contentPath(leaItem, 'actions'), token, {
      action: 'approve',
      reviewer,
    });
    expect(selfApproval.status).toBe(409);
    // The brand's decision needs its reviewer, named in French.
    const anonymous = await postWithLink(contentPath(leaItem, 'actions'), tokenOf(brand.url), {
      action: 'approve',
    });
    expect(anonymous.status).toBe(422);
    expect(anonymous.json.error.message).toContain(text.reviewerName);
  });

  it('lets the brand comment only with its reviewer, on versions it was sent', async () => {
    const deal = await createLoopDeal();
    const talk = await postWithLink(contentPath(deal.deliverableId, 'comments'), deal.creator, {
      body: 'Je pense à une photo en extérieur.',
    });
    expect(talk.status, talk.text).toBe(201);
    expect(talk.json).toMatchObject({ authorKind: 'creator', authorName: 'Léa Dupont' });
    expect((await sendLinkDraft(deal.creator, deal.deliverableId)).status).toBe(201);

    const path = contentPath(deal.deliverableId, 'comments');
    const missing = await postWithLink(path, deal.brand, { body: 'Bonjour' });
    expect(missing.status).toBe(422);
    expect(missing.json.error.message).toBe(fr.fields.required(text.reviewerName));
    const aboutUnsent = await postWithLink(path, deal.brand, {
      body: 'Et la V1 ?',
      versionNumber: 1,
      reviewer,
    });
    expect(aboutUnsent.status).toBe(422);
    const own = await postWithLink(path, deal.brand, { body: 'Hâte de voir', reviewer });
    expect(own.status, own.text).toBe(201);
    expect(own.json).toMatchObject({ authorKind: 'brand', authorName: 'Marc Petit' });

    // The earlier talk between the creator and the agency stays theirs.
    const brandView = await contentOf(deal.brand);
    expect(brandView.comments.map((c: { body: string }) => c.body)).toEqual(['Hâte de voir']);
    expect(JSON.stringify(brandView)).not.toContain('extérieur');
    await agencyAct(deal.id, deal.deliverableId, { action: 'send_to_client' });
    const afterSending = await contentOf(deal.brand);
    expect(afterSending.comments.map((c: { decision: string | null }) => c.decision)).toEqual([
      null,
      'sent_to_client',
    ]);
    expect(JSON.stringify(afterSending)).not.toContain('extérieur');
    // The creator reads the whole thread; nobody reads an address.
    const creatorView = await contentOf(deal.creator);
    expect(creatorView.comments).toHaveLength(3);
    expect(JSON.stringify(creatorView)).not.toContain('example.fr');
  });

  it('shows no price, rate or margin, to the creator or the brand', async () => {
    const deal = await createLoopDeal();
    expect((await sendLinkDraft(deal.creator, deal.deliverableId)).status).toBe(201);
    await agencyAct(deal.id, deal.deliverableId, { action: 'send_to_client' });
    for (const token of [deal.creator, deal.brand]) {
      const me = await callWithLink('/api/link/me', token);
      expect(me.status).toBe(200);
      expect(me.text).not.toMatch(/cents|price|rate|margin|billed|invoice|cost|total/i);
      expect(me.text).not.toContain('120000');
      expect(me.json.brief).toBeNull();
    }
  });
});
