// The content stage of a deliverable (issue 29, decision 0049): what the creator, the agency and
// the brand have done with it, from the brief to the publication. The server moves a stage only
// through `nextStage`; the screens read the same rules to offer only the allowed actions.

export const CONTENT_STAGES = [
  'to_produce',
  'draft_received',
  'changes_requested',
  'approved',
  'published',
] as const;
export type ContentStage = (typeof CONTENT_STAGES)[number];

export const isContentStage = (value: unknown): value is ContentStage =>
  typeof value === 'string' && (CONTENT_STAGES as readonly string[]).includes(value);

/** Who acts on a content: a member of the agency, the creator's link or the brand's link. */
export type ContentActor = 'agency' | 'creator' | 'brand';

export type ContentAction =
  'send_draft' | 'send_to_client' | 'approve' | 'request_changes' | 'publish' | 'unpublish';

/**
 * What a deliverable's content knows besides its stage: whether its latest draft was sent to
 * the brand (the brand decides only on what it was sent).
 */
export type ContentState = { stage: ContentStage; isLatestSentToClient: boolean };

const ACTORS: Record<ContentAction, readonly ContentActor[]> = {
  send_draft: ['agency', 'creator'],
  send_to_client: ['agency'],
  approve: ['agency', 'brand'],
  request_changes: ['agency', 'brand'],
  publish: ['agency', 'creator'],
  unpublish: ['agency'],
};

/** The stages an action starts from. */
const FROM: Record<ContentAction, readonly ContentStage[]> = {
  // A new version: the first draft, the answer to changes, or a better one before review.
  send_draft: ['to_produce', 'draft_received', 'changes_requested'],
  send_to_client: ['draft_received'],
  approve: ['draft_received'],
  request_changes: ['draft_received'],
  // The agency may mark as published from any stage (its 'Posté' switch, spec §4); the
  // creator gives the publication link once the content is validated.
  publish: ['to_produce', 'draft_received', 'changes_requested', 'approved'],
  unpublish: ['published'],
};
const CREATOR_PUBLISH_FROM: readonly ContentStage[] = ['approved'];

const TO: Record<ContentAction, ContentStage | null> = {
  send_draft: 'draft_received',
  send_to_client: null,
  approve: 'approved',
  request_changes: 'changes_requested',
  publish: 'published',
  unpublish: 'approved',
};

/** The stage after `action` by `actor`, or null when the rules do not allow it. */
export function nextStage(
  state: ContentState,
  action: ContentAction,
  actor: ContentActor,
): ContentStage | null {
  if (!ACTORS[action].includes(actor)) return null;
  const from = action === 'publish' && actor === 'creator' ? CREATOR_PUBLISH_FROM : FROM[action];
  if (!from.includes(state.stage)) return null;
  // The brand decides on a draft it was sent, never on one the agency still holds.
  if (actor === 'brand' && !state.isLatestSentToClient) return null;
  if (action === 'send_to_client' && state.isLatestSentToClient) return null;
  return TO[action] ?? state.stage;
}

export const canAct = (state: ContentState, action: ContentAction, actor: ContentActor) =>
  nextStage(state, action, actor) !== null;

/** A draft is something to look at: a picture, a video or a PDF (any other file is refused). */
export const isDraftFileType = (type: string) =>
  type.startsWith('image/') || type.startsWith('video/') || type === 'application/pdf';

/** Spec §4's 'Posté' flag follows the stage: true exactly when published. */
export const isPostedStage = (stage: ContentStage) => stage === 'published';

/**
 * A content is late when its planned publication day has passed and it is not published yet:
 * its draft, or its publication, came too late (`today` is the agency's day, YYYY-MM-DD).
 */
export function isContentLate(
  content: { stage: ContentStage; publishOn: string | null },
  today: string,
): boolean {
  return content.stage !== 'published' && content.publishOn !== null && content.publishOn < today;
}

/**
 * The deal's post progress (spec §4: '0', '30', '50', '100'), derived from its deliverables'
 * stages (decision 0049): 100 when every one is published, 50 when every one is at least
 * validated, 30 once any draft has arrived, else 0. A deal without deliverables keeps the
 * value of its form's switch (null here).
 */
export function derivePostProgress(stages: readonly ContentStage[]): 0 | 30 | 50 | 100 | null {
  if (stages.length === 0) return null;
  if (stages.every((stage) => stage === 'published')) return 100;
  if (stages.every((stage) => stage === 'approved' || stage === 'published')) return 50;
  if (stages.some((stage) => stage !== 'to_produce')) return 30;
  return 0;
}

/**
 * What waits for the agency ('À valider'): a draft to review or send, changes the brand asked
 * for (to pass on to the creator), or a publication the creator gave and nobody checked yet.
 */
export type AgencyWait = 'draft' | 'changes' | 'publication';

export function agencyWait(content: {
  stage: ContentStage;
  isPublicationChecked: boolean;
}): AgencyWait | null {
  if (content.stage === 'draft_received') return 'draft';
  if (content.stage === 'changes_requested') return 'changes';
  if (content.stage === 'published' && !content.isPublicationChecked) return 'publication';
  return null;
}

/**
 * A new deliverable's content from the deal form: 'Posté' means published, and checked (the
 * agency said so itself); otherwise nothing is produced yet.
 */
export const contentStageOfPosted = (isPosted: boolean) => ({
  stage: (isPosted ? 'published' : 'to_produce') as ContentStage,
  isPublicationChecked: isPosted,
});

/**
 * The stage after the deal form's 'Posté' switch (spec §4): on publishes; off takes a published
 * content back to validated; a switch left as it was changes nothing.
 */
export function stageForPostedSwitch(stage: ContentStage, isPosted: boolean): ContentStage {
  if (isPosted) return 'published';
  return stage === 'published' ? 'approved' : stage;
}
