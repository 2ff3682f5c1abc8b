import type { deliverables } from '#server/db/schema/collaborations';
import type { contentComments, contentVersions } from '#server/db/schema/contents';
import {
  agencyWait,
  canAct,
  isContentLate,
  type ContentState,
} from '#shared/domain/content-stages';
import type {
  AgencyContentAction,
  ContentFileView,
  ContentVersionView,
  DeliverableContentView,
} from '#shared/schemas/contents';

type DeliverableRow = typeof deliverables.$inferSelect;
type VersionRow = typeof contentVersions.$inferSelect;
type CommentRow = typeof contentComments.$inferSelect;
type FileRow = Omit<ContentFileView, 'url'> & { versionId: string };

/** Where a content's file is read (contents-routes.ts). */
export const contentFileUrl = (collaborationId: string, fileId: string) =>
  `/api/collaborations/${collaborationId}/contents/files/${fileId}`;

/** The stage, and whether the latest draft went to the brand (none: not sent). */
export const contentStateOf = (
  item: Pick<DeliverableRow, 'stage'>,
  latest: Pick<VersionRow, 'sentToClientAt'> | undefined,
): ContentState => ({ stage: item.stage, isLatestSentToClient: Boolean(latest?.sentToClientAt) });

const STAGE_ACTIONS = [
  'send_to_client',
  'approve',
  'request_changes',
  'publish',
  'unpublish',
] as const;

/** What the agency may do now: the rules of content-stages, and a check of a publication. */
export function agencyActionsOf(
  item: Pick<DeliverableRow, 'stage' | 'isPublicationChecked'>,
  latest: Pick<VersionRow, 'sentToClientAt'> | undefined,
): AgencyContentAction[] {
  const state = contentStateOf(item, latest);
  const actions: AgencyContentAction[] = STAGE_ACTIONS.filter(
    // Sending to the brand needs a draft to send.
    (action) => canAct(state, action, 'agency') && (action !== 'send_to_client' || !!latest),
  );
  if (item.stage === 'published' && !item.isPublicationChecked) actions.push('check_publication');
  return actions;
}

/** What every reader sees of a deliverable's content (the agency, a creator, the brand). */
export const toContentFacts = (item: DeliverableRow, today: string) => ({
  id: item.id,
  type: item.type,
  description: item.description,
  publishOn: item.publishOn,
  stage: item.stage,
  isLate: isContentLate(item, today),
  publishedUrl: item.publishedUrl,
  publishedOn: item.publishedOn,
});

/** One deliverable's view; `versions` newest first, `comments` oldest first, its own only. */
export function toDeliverableContentView(
  collaborationId: string,
  today: string,
  rows: { item: DeliverableRow; versions: VersionRow[]; files: FileRow[]; comments: CommentRow[] },
): DeliverableContentView {
  const { item, versions, files, comments } = rows;
  return {
    ...toContentFacts(item, today),
    wait: agencyWait(item),
    isPublicationChecked: item.isPublicationChecked,
    versions: versions.map((version) =>
      toVersionView(version, files, (fileId) => contentFileUrl(collaborationId, fileId)),
    ),
    comments: comments.map(toCommentView),
    actions: agencyActionsOf(item, versions[0]),
  };
}

/** A version with its files, each read at `urlOf(fileId)` (the agency's or a link's route). */
export const toVersionView = (
  version: VersionRow,
  files: FileRow[],
  urlOf: (fileId: string) => string,
): ContentVersionView => ({
  number: version.number,
  caption: version.caption,
  authorKind: version.authorKind,
  authorName: version.authorName,
  createdAt: version.createdAt.toISOString(),
  sentToClientAt: version.sentToClientAt?.toISOString() ?? null,
  files: files
    .filter((file) => file.versionId === version.id)
    .map(({ versionId: _versionId, ...file }) => ({ ...file, url: urlOf(file.id) })),
});

export const toCommentView = (comment: CommentRow) => ({
  id: comment.id,
  authorKind: comment.authorKind,
  authorName: comment.authorName,
  versionNumber: comment.versionNumber,
  decision: comment.decision,
  body: comment.body,
  createdAt: comment.createdAt.toISOString(),
});
