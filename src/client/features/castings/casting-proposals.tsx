import { toast } from '#client/lib/toast';
import { Check, RotateCcw, UserMinus, X } from 'lucide-react';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import {
  useProposalAction,
  useRemoveProposal,
  type CastingProposal,
  type CastingView,
  type ProposalAction,
} from '#client/features/castings/api';
import { castingsScreen } from '#shared/i18n/fr-castings';
import { castingLinksText } from '#shared/i18n/fr-castings-links';

const t = castingsScreen;

const statusTones = { pending: 'info', accepted: 'success', rejected: 'warning' } as const;

/** The proposed influencers, in their order, each with its status, notes and actions. */
export function CastingProposals({
  casting,
  headingId,
}: {
  casting: CastingView;
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {t.proposals}
      </h3>
      {casting.proposals.length === 0 ? (
        <p className="text-sm text-muted">{t.noProposal}</p>
      ) : (
        <ul className="space-y-2">
          {casting.proposals.map((proposal) => (
            <ProposalItem key={proposal.id} castingId={casting.id} proposal={proposal} />
          ))}
        </ul>
      )}
    </section>
  );
}

const onFailure = { onError: (error: Error) => toast.error(errorMessage(error)) };

/**
 * Only the actions that change something: an accepted influencer is not offered 'Accepter'.
 * Each button names the influencer for screen readers ('Accepter Zoé Laurent').
 */
function ProposalItem({ castingId, proposal }: { castingId: string; proposal: CastingProposal }) {
  const act = useProposalAction(castingId, proposal.id);
  const remove = useRemoveProposal(castingId, proposal.id);
  const isBusy = act.isPending || remove.isPending;
  const actions: { action: ProposalAction; label: string; icon: typeof Check }[] = [
    { action: 'accept', label: t.accept, icon: Check },
    { action: 'reject', label: t.reject, icon: X },
    { action: 'reset', label: t.reset, icon: RotateCcw },
  ];
  const offered = actions.filter(({ action }) => !isCurrent(action, proposal.status));

  return (
    <li
      data-testid="casting-proposal"
      className="space-y-2 rounded-lg border border-border p-3 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 font-medium wrap-anywhere">{proposal.fullName}</span>
        <Badge tone={statusTones[proposal.status]}>{t.proposalStatus[proposal.status]}</Badge>
      </div>
      <ClientDecision proposal={proposal} />
      {proposal.notes && (
        <p className="whitespace-pre-line text-muted wrap-anywhere">{proposal.notes}</p>
      )}
      <div className="flex flex-wrap gap-1">
        {offered.map(({ action, label, icon: Icon }) => (
          <Button
            key={action}
            variant="secondary"
            size="sm"
            aria-label={t.proposalAction(label, proposal.fullName)}
            disabled={isBusy}
            isLoading={act.isPending && act.variables === action}
            onClick={() => act.mutate(action, onFailure)}
          >
            <Icon aria-hidden className="h-4 w-4" />
            {label}
          </Button>
        ))}
        <Button
          variant="ghost"
          size="sm"
          className="text-danger"
          aria-label={t.proposalAction(t.remove, proposal.fullName)}
          disabled={isBusy}
          isLoading={remove.isPending}
          onClick={() => remove.mutate(undefined, onFailure)}
        >
          <UserMinus aria-hidden className="h-4 w-4" />
          {t.remove}
        </Button>
      </div>
    </li>
  );
}

const isCurrent = (action: ProposalAction, status: CastingProposal['status']) =>
  (action === 'accept' && status === 'accepted') ||
  (action === 'reject' && status === 'rejected') ||
  (action === 'reset' && status === 'pending');

/** « Validé par le client » (or refused) and the reviewer, when decided through the link. */
function ClientDecision({ proposal }: { proposal: CastingProposal }) {
  if (!proposal.decidedByClientName || proposal.status === 'pending') return null;
  const mark =
    proposal.status === 'accepted'
      ? castingLinksText.acceptedByClient
      : castingLinksText.rejectedByClient;
  return (
    <p data-testid="client-decision" className="text-xs text-muted wrap-anywhere">
      <span className="font-medium text-foreground">{mark}</span>{' '}
      {castingLinksText.byReviewer(proposal.decidedByClientName)}
    </p>
  );
}
