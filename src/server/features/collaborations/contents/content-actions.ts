import { eq } from 'drizzle-orm';
import { contentVersions } from '#server/db/schema/contents';
import { AppError } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import {
  insertComment,
  lockContent,
  memberWriter,
  recordContentEvent,
  saveContent,
  type ContentWriter,
  type LockedContent,
} from '#server/features/collaborations/contents/content-writes';
import { getDeliverableContent } from '#server/features/collaborations/contents/contents-read';
import { contentStateOf } from '#server/features/collaborations/contents/contents-views';
import { nextStage, type ContentStage } from '#shared/domain/content-stages';
import { contents as t } from '#shared/i18n/fr-contents';
import type { ContentActionInput } from '#shared/schemas/contents';

export const notAllowed = () => new AppError('content_not_allowed', 409, t.errors.notAllowed);

/** The stage after the actor's action, or a 409 when the rules refuse it now. */
function checkAction(
  w: ContentWriter,
  locked: LockedContent,
  input: ContentActionInput,
): ContentStage {
  const { item, latest } = locked;
  if (input.action === 'check_publication') {
    if (w.actor.kind !== 'agency') throw notAllowed();
    if (item.stage !== 'published' || item.isPublicationChecked) throw notAllowed();
    return item.stage;
  }
  // Sending to the brand needs a draft to send.
  if (input.action === 'send_to_client' && !latest) throw notAllowed();
  const next = nextStage(contentStateOf(item, latest), input.action, w.actor.kind);
  if (next === null) throw notAllowed();
  return next;
}

const DECISIONS = {
  send_to_client: 'sent_to_client',
  approve: 'approved',
  request_changes: 'changes_requested',
  publish: 'published',
  unpublish: 'unpublished',
  check_publication: 'publication_checked',
} as const;

/**
 * The deliverable's columns the action writes (send_to_client writes its version instead). A
 * publication the creator gives waits for a member's check; the agency's is checked.
 */
function changeOf(w: ContentWriter, input: ContentActionInput, stage: ContentStage) {
  switch (input.action) {
    case 'publish':
      return {
        stage,
        publishedUrl: input.publishedUrl,
        publishedOn: input.publishedOn,
        isPublicationChecked: w.actor.kind === 'agency',
      };
    case 'unpublish':
      return { stage, publishedUrl: '', publishedOn: null, isPublicationChecked: false };
    case 'check_publication':
      return { isPublicationChecked: true };
    case 'send_to_client':
      return {};
    default:
      return { stage };
  }
}

/**
 * One action on a locked deliverable by the writer's actor (a member, the creator or the
 * brand): the rules of content-stages, then the stage, the decision in the thread and one line
 * of the deal's history.
 */
export async function applyLockedAction(
  w: ContentWriter,
  locked: LockedContent,
  input: ContentActionInput,
) {
  const stage = checkAction(w, locked, input);
  const change = changeOf(w, input, stage);
  if (input.action === 'send_to_client' && locked.latest) {
    await w.db
      .update(contentVersions)
      .set({ sentToClientAt: new Date(), updatedAt: new Date() })
      .where(eq(contentVersions.id, locked.latest.id));
  }
  if (Object.keys(change).length > 0) await saveContent(w, locked, change);
  await insertComment(w, locked, {
    decision: DECISIONS[input.action],
    versionNumber: locked.latest?.number ?? null,
    body: 'comment' in input ? input.comment : '',
  });
  await recordContentEvent(w, locked, {
    stage,
    isPublicationChecked: change.isPublicationChecked ?? locked.item.isPublicationChecked,
    isSent: input.action === 'send_to_client' || Boolean(locked.latest?.sentToClientAt),
  });
}

/** POST …/contents/:deliverableId/actions: one agency action, its decision in the thread. */
export async function applyContentAction(
  ctx: AgencyContext,
  collaborationId: string,
  deliverableId: string,
  input: ContentActionInput,
) {
  const locked = await lockContent(ctx, collaborationId, deliverableId);
  await applyLockedAction(memberWriter(ctx), locked, input);
  return getDeliverableContent(ctx, collaborationId, deliverableId);
}
