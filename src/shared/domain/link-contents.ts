// What a creator or a brand may do and see of a deliverable's content through their private
// link (issue 29, decision 0051). The stages' rules stay in content-stages: this only says which
// of them each outsider is offered, and which part of the thread the brand reads.
import { canAct, type ContentState } from '#shared/domain/content-stages';

/** An outsider who acts on contents through a link. */
export type Outsider = 'creator' | 'brand';

const OUTSIDER_ACTIONS = {
  // A new version (POST …/versions), and the publication once validated.
  creator: ['send_draft', 'publish'],
  // A decision on the latest version the agency sent it.
  brand: ['approve', 'request_changes'],
} as const;

export type OutsiderAction = (typeof OUTSIDER_ACTIONS)[Outsider][number];

/** What the outsider may do on the content now. */
export const outsiderActionsOf = (state: ContentState, outsider: Outsider): OutsiderAction[] =>
  OUTSIDER_ACTIONS[outsider].filter((action) => canAct(state, action, outsider));

/**
 * The part of a thread (oldest first) the brand reads: from the agency's first sending on —
 * never the earlier talk between the agency and the creator — and, after it, nothing about a
 * version it was not sent (a draft the agency still holds). Its own comments, always.
 */
export function brandThreadOf<
  T extends { authorKind: string; decision: string | null; versionNumber: number | null },
>(comments: readonly T[], sentNumbers: ReadonlySet<number>): T[] {
  const start = comments.findIndex((comment) => comment.decision === 'sent_to_client');
  return comments.filter(
    (comment, index) =>
      comment.authorKind === 'brand' ||
      (start >= 0 &&
        index >= start &&
        (comment.versionNumber === null || sentNumbers.has(comment.versionNumber))),
  );
}
