import type { ContentRows } from '#server/features/collaborations/contents/contents-read';
import {
  contentStateOf,
  toCommentView,
  toContentFacts,
  toVersionView,
} from '#server/features/collaborations/contents/contents-views';
import { brandThreadOf, outsiderActionsOf, type Outsider } from '#shared/domain/link-contents';
import type { LinkContentView } from '#shared/schemas/link-pages';

// A deliverable's content as a creator or the brand sees it through their link (decision
// 0051): named fields only (never a price), the brand's versions those the agency sent it and
// its thread from the first sending, files read through /api/link/files/:fileId.

type Row = ContentRows['items'][number];

/** Where a link reads a version's file (link-page-routes.ts), with the link's header. */
export const linkFileUrl = (fileId: string) => `/api/link/files/${fileId}`;

/** One deliverable's view for `outsider`; `rows` are its deal's (or its own) content rows. */
export function toLinkContentView(
  outsider: Outsider,
  today: string,
  item: Row,
  rows: Pick<ContentRows, 'versions' | 'files' | 'comments'>,
): LinkContentView {
  const versions = rows.versions.filter((version) => version.deliverableId === item.id);
  const seen =
    outsider === 'brand' ? versions.filter((version) => version.sentToClientAt) : versions;
  const thread = rows.comments.filter((comment) => comment.deliverableId === item.id);
  const comments =
    outsider === 'brand'
      ? brandThreadOf(thread, new Set(seen.map((version) => version.number)))
      : thread;
  return {
    ...toContentFacts(item, today),
    versions: seen.map((version) => toVersionView(version, rows.files, linkFileUrl)),
    comments: comments.map(toCommentView),
    // The rules read the deliverable's latest version, sent or not: the brand decides only
    // when the latest one is the one it was sent.
    actions: outsiderActionsOf(contentStateOf(item, versions[0]), outsider),
  };
}
