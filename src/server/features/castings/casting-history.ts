import { recordEvent, type EventWriter } from '#server/lib/history';
import type { CastingView } from '#server/features/castings/casting-views';
import type { ProposalStatus } from '#shared/domain/enums';
import { diffRecordViews, type RecordView } from '#shared/domain/record-history';
import { fr } from '#shared/i18n/fr';

/** The casting as its history sees it (decision 0045): proposals as « Marie Dupont · Accepté ». */
export const toCastingHistoryView = (casting: CastingView): RecordView => ({
  name: casting.name,
  client: casting.brand,
  description: casting.description,
  status: casting.status,
  requirements: casting.requirements,
  proposals: casting.proposals.map((proposal) =>
    [proposal.fullName, fr.proposalStatus[proposal.status as ProposalStatus], proposal.notes]
      .filter(Boolean)
      .join(' · '),
  ),
});

/** An update's event: the difference of the casting before and after. */
export const recordCastingChange = (ctx: EventWriter, before: CastingView, after: CastingView) =>
  recordEvent(ctx, {
    kind: 'casting',
    recordId: after.id,
    label: after.name,
    action: 'update',
    changes: diffRecordViews(toCastingHistoryView(before), toCastingHistoryView(after)),
  });
