// Issue 29: the agency's side of contents — the 'Contenus' tab's read, and every action the
// stage rules allow, with its decision in the thread, 'Posté', the deal's progress and history.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { collaborations, deliverables } from '#server/db/schema/collaborations';
import { contentComments, contentVersions } from '#server/db/schema/contents';
import { recordEvents } from '#server/db/schema/history';
import { t } from '#server/features/collaborations/collaborations-testing';
import {
  act,
  actOk,
  contentsPath,
  createDeal,
  readContents,
  sendDraftOk,
  type Deal,
} from '#server/features/collaborations/contents/contents-testing';
import { contents as text } from '#shared/i18n/fr-contents';
import { fr } from '#shared/i18n/fr';

const rowOf = async (id: string) =>
  (await t.db.select().from(deliverables).where(eq(deliverables.id, id)))[0]!;

const progressOf = async (deal: Deal) =>
  (
    await t.db
      .select({ postProgress: collaborations.postProgress })
      .from(collaborations)
      .where(eq(collaborations.id, deal.id))
  )[0]!.postProgress;

const commentsOf = (id: string) =>
  t.db.select().from(contentComments).where(eq(contentComments.deliverableId, id));

describe('the contents of a deal', () => {
  it('reads each line with its deliverables, stage, lateness, wait and actions', async () => {
    const deal = await createDeal('2020-01-15');
    const read = await readContents(deal);
    expect(read.collaborationId).toBe(deal.id);
    expect(read.lines).toHaveLength(1);
    const [line] = read.lines;
    expect(line).toMatchObject({ fullName: 'Léa Dupont', influencerId: deal.agency.lea });
    expect(line!.deliverables.map((item) => item.id)).toEqual([deal.first, deal.second]);
    expect(line!.deliverables[0]).toEqual({
      id: deal.first,
      type: 'post_instagram',
      description: 'Un post',
      publishOn: '2020-01-15',
      stage: 'to_produce',
      isLate: true,
      wait: null,
      publishedUrl: '',
      publishedOn: null,
      isPublicationChecked: false,
      versions: [],
      comments: [],
      actions: ['publish'],
    });
    expect(line!.deliverables[1]!.isLate).toBe(false);

    await sendDraftOk(deal, deal.first);
    const second = await sendDraftOk(deal, deal.first);
    expect(second.versions.map((version) => version.number)).toEqual([2, 1]);
    expect(second.versions[0]).toMatchObject({
      caption: 'Première version',
      authorKind: 'agency',
      authorName: deal.agency.account.user.firstName + ' ' + deal.agency.account.user.lastName,
      sentToClientAt: null,
    });
    expect(second.versions[0]!.files[0]).toMatchObject({
      fileName: 'brouillon.png',
      mimeType: 'image/png',
      sizeBytes: 1500,
    });
    expect(second.versions[0]!.files[0]!.url).toMatch(
      new RegExp(`^/api/collaborations/${deal.id}/contents/files/[0-9a-f-]{36}$`),
    );
    expect(second).toMatchObject({ stage: 'draft_received', wait: 'draft', isLate: true });
    expect(second.actions).toEqual(['send_to_client', 'approve', 'request_changes', 'publish']);
    const again = await readContents(deal);
    expect(again.lines[0]!.deliverables[0]).toEqual(second);
  });

  it('walks every transition, writes its decision, and follows with Posté and progress', async () => {
    const deal = await createDeal();
    await sendDraftOk(deal, deal.first);
    expect(await progressOf(deal)).toBe(30);

    let view = await actOk(deal, deal.first, { action: 'send_to_client' });
    expect(view.versions[0]!.sentToClientAt).not.toBeNull();
    expect(view.actions).toEqual(['approve', 'request_changes', 'publish']);

    view = await actOk(deal, deal.first, { action: 'request_changes', comment: 'Plus de lumière' });
    expect(view).toMatchObject({ stage: 'changes_requested', wait: 'changes' });
    await sendDraftOk(deal, deal.first);
    view = await actOk(deal, deal.first, { action: 'approve', comment: '' });
    expect(view).toMatchObject({ stage: 'approved', wait: null, actions: ['publish'] });
    expect(await progressOf(deal)).toBe(30);

    view = await actOk(deal, deal.first, {
      action: 'publish',
      publishedUrl: 'https://instagram.com/p/abc',
      publishedOn: '2026-11-20',
    });
    expect(view).toMatchObject({
      stage: 'published',
      publishedUrl: 'https://instagram.com/p/abc',
      publishedOn: '2026-11-20',
      isPublicationChecked: true,
      actions: ['unpublish'],
    });
    expect((await rowOf(deal.first)).isPosted).toBe(true);

    view = await actOk(deal, deal.first, { action: 'unpublish' });
    expect(view).toMatchObject({ stage: 'approved', publishedUrl: '', publishedOn: null });
    expect(view.isPublicationChecked).toBe(false);
    expect((await rowOf(deal.first)).isPosted).toBe(false);

    // A publication the agency did not check (a creator's, written as its link will).
    await t.db
      .update(deliverables)
      .set({ stage: 'published', isPosted: true, isPublicationChecked: false })
      .where(eq(deliverables.id, deal.first));
    view = (await readContents(deal)).lines[0]!.deliverables[0]!;
    expect(view).toMatchObject({
      wait: 'publication',
      actions: ['unpublish', 'check_publication'],
    });
    view = await actOk(deal, deal.first, { action: 'check_publication' });
    expect(view).toMatchObject({ isPublicationChecked: true, wait: null, actions: ['unpublish'] });

    const decisions = view.comments.map((comment) => [
      comment.decision,
      comment.versionNumber,
      comment.body,
    ]);
    expect(decisions).toEqual([
      ['sent_to_client', 1, ''],
      ['changes_requested', 1, 'Plus de lumière'],
      ['approved', 2, ''],
      ['published', 2, ''],
      ['unpublished', 2, ''],
      ['publication_checked', 2, ''],
    ]);
    expect(view.comments.every((comment) => comment.authorKind === 'agency')).toBe(true);

    // Both published: 100; the second deliverable was marked published from 'to produce'.
    await actOk(deal, deal.second, {
      action: 'publish',
      publishedUrl: 'http://tiktok.com/@lea/1',
      publishedOn: '2026-11-21',
    });
    expect(await progressOf(deal)).toBe(100);
    const detail = (await deal.agency.agent.get(`/api/collaborations/${deal.id}`)).json;
    expect(
      detail.influencers[0].deliverables.map((item: { isPosted: boolean }) => item.isPosted),
    ).toEqual([true, true]);
  });

  it('records each action in the deal history, stage before and after', async () => {
    const deal = await createDeal();
    await sendDraftOk(deal, deal.first);
    await actOk(deal, deal.first, { action: 'approve' });
    const events = await t.db
      .select()
      .from(recordEvents)
      .where(and(eq(recordEvents.recordId, deal.id), eq(recordEvents.action, 'update')));
    const last = events.at(-1)!;
    expect(last.recordLabel).toBe('Été Radieux');
    expect(last.changes).toEqual([
      {
        field: 'deliverables',
        added: [
          `Léa Dupont · ${fr.deliverableTypes.post_instagram} · Un post · V1 · ${text.stages.approved}`,
        ],
        removed: [
          `Léa Dupont · ${fr.deliverableTypes.post_instagram} · Un post · V1 · ${text.stages.draft_received}`,
        ],
      },
    ]);
  });

  it('refuses an action the stage does not allow (409), and writes nothing', async () => {
    const deal = await createDeal();
    for (const body of [
      { action: 'send_to_client' },
      { action: 'approve' },
      { action: 'request_changes', comment: 'Non' },
      { action: 'unpublish' },
      { action: 'check_publication' },
    ]) {
      const refused = await act(deal, deal.first, body);
      expect(refused.status, body.action).toBe(409);
      expect(refused.json.error.message).toBe(text.errors.notAllowed);
    }
    await sendDraftOk(deal, deal.first);
    await actOk(deal, deal.first, { action: 'send_to_client' });
    expect((await act(deal, deal.first, { action: 'send_to_client' })).status).toBe(409);
    const before = await rowOf(deal.first);
    expect(before.stage).toBe('draft_received');
    expect((await commentsOf(deal.first)).length).toBe(1);
    const [version] = await t.db
      .select()
      .from(contentVersions)
      .where(eq(contentVersions.deliverableId, deal.first));
    expect(version!.sentToClientAt).not.toBeNull();
    expect((await rowOf(deal.second)).stage).toBe('to_produce');
    expect((await commentsOf(deal.second)).length).toBe(0);
  });

  it('answers 422 with French field messages for a bad body', async () => {
    const deal = await createDeal();
    await sendDraftOk(deal, deal.first);
    const noComment = await act(deal, deal.first, { action: 'request_changes', comment: '  ' });
    expect(noComment.status).toBe(422);
    expect(noComment.json.error.fields.comment).toBe(fr.fields.required(text.comment));
    const badUrl = await act(deal, deal.first, {
      action: 'publish',
      publishedUrl: 'javascript:alert(1)',
      publishedOn: '2026-11-20',
    });
    expect(badUrl.status).toBe(422);
    expect(badUrl.json.error.fields.publishedUrl).toBe(fr.fields.invalid(text.publishedUrl));
    expect((await act(deal, deal.first, { action: 'delete' })).status).toBe(422);
    expect((await rowOf(deal.first)).stage).toBe('draft_received');
    expect(await commentsOf(deal.first)).toEqual([]);
  });

  it('adds plain comments, about an existing version only', async () => {
    const deal = await createDeal();
    const path = contentsPath(deal, deal.first, '/comments');
    const missing = await deal.agency.agent.post(path, { body: 'Sur la V1 ?', versionNumber: 1 });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.json.error.fields)).toEqual(['versionNumber']);
    const empty = await deal.agency.agent.post(path, { body: '' });
    expect(empty.status).toBe(422);
    expect(empty.json.error.fields.body).toBeDefined();

    await sendDraftOk(deal, deal.first);
    const created = await deal.agency.agent.post(path, { body: 'Joli cadrage', versionNumber: 1 });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      authorKind: 'agency',
      versionNumber: 1,
      decision: null,
      body: 'Joli cadrage',
    });
    const general = await deal.agency.agent.post(path, { body: 'Pour la suite' });
    expect(general.json.versionNumber).toBeNull();
    const view = (await readContents(deal)).lines[0]!.deliverables[0]!;
    expect(view.comments.map((comment) => comment.body)).toEqual(['Joli cadrage', 'Pour la suite']);
    expect(view.stage).toBe('draft_received');
  });

  it('lets only one of two simultaneous approvals pass', async () => {
    const deal = await createDeal();
    await sendDraftOk(deal, deal.first);
    const answers = await Promise.all([
      act(deal, deal.first, { action: 'approve' }),
      act(deal, deal.first, { action: 'request_changes', comment: 'Non' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await commentsOf(deal.first)).length).toBe(1);
  });
});
