import type { LinkApi } from './api';
import type { ReviewerPart } from './reviewer';

/** What every part of a page needs: the API, and a way to redraw after a change. */
export type PageContext = {
  api: LinkApi;
  kind: 'creator' | 'brand' | 'casting';
  /** The brand's (or the casting client's) reviewer card of the page drawn now; null for a creator. */
  reviewer: ReviewerPart | null;
  /**
   * Reads GET /api/link/me again and redraws the page, then moves the focus to the element of
   * `focusId` (the changed deliverable's heading) and announces `done`.
   */
  refresh: (focusId: string, done: string) => Promise<void>;
};

export const contentHeadingId = (deliverableId: string) => `content-${deliverableId}`;
