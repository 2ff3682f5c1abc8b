import { describe, expect, it } from 'vitest';
import { brandThreadOf, outsiderActionsOf } from '#shared/domain/link-contents';

const comment = (authorKind: string, decision: string | null, versionNumber: number | null) => ({
  authorKind,
  decision,
  versionNumber,
});

describe('what an outsider may do', () => {
  it('offers the creator a draft, then the publication once validated', () => {
    const unsent = { stage: 'to_produce', isLatestSentToClient: false } as const;
    expect(outsiderActionsOf(unsent, 'creator')).toEqual(['send_draft']);
    expect(outsiderActionsOf({ ...unsent, stage: 'approved' }, 'creator')).toEqual(['publish']);
    expect(outsiderActionsOf({ ...unsent, stage: 'draft_received' }, 'brand')).toEqual([]);
  });

  it('offers the brand a decision on the latest version only when it was sent', () => {
    const sent = { stage: 'draft_received', isLatestSentToClient: true } as const;
    expect(outsiderActionsOf(sent, 'brand')).toEqual(['approve', 'request_changes']);
    expect(outsiderActionsOf({ ...sent, stage: 'approved' }, 'brand')).toEqual([]);
  });
});

describe("the brand's part of a thread", () => {
  it('starts at the first sending and leaves out what is about an unsent version', () => {
    const thread = [
      comment('agency', null, 1),
      comment('creator', null, null),
      comment('agency', 'sent_to_client', 1),
      comment('brand', 'changes_requested', 1),
      comment('creator', null, 2),
      comment('agency', null, null),
    ];
    expect(brandThreadOf(thread, new Set([1]))).toEqual(thread.slice(2, 4).concat(thread[5]!));
  });

  it('is empty before any sending, but for the brand’s own comments', () => {
    const own = comment('brand', null, null);
    expect(brandThreadOf([comment('creator', null, null), own], new Set())).toEqual([own]);
  });
});
