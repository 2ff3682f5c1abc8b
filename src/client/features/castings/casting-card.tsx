import { Link } from 'react-router';
import { CheckCheck, ExternalLink, Handshake, Pencil, Send, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import type { CastingView } from '#client/features/castings/api';
import { CastingProposals } from '#client/features/castings/casting-proposals';
import { CastingStatusSelect } from '#client/features/castings/casting-status-select';
import { castingsScreen } from '#shared/i18n/fr-castings';
import { castingLinksText } from '#shared/i18n/fr-castings-links';
import { fr } from '#shared/i18n/fr';

const t = castingsScreen;

export type CastingCardHandlers = {
  onEdit: (casting: CastingView) => void;
  onDelete: (casting: CastingView) => void;
  onClose: (casting: CastingView) => void;
  /** 'Envoyer la sélection au client' (decision 0053). */
  onSendSelection: (casting: CastingView) => void;
};

const linkButton =
  'inline-flex h-8 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors';

/**
 * A brief: name, brand, description and criteria, its status saved at once, the proposed
 * influencers with their actions, and the road to the collaboration: created from the
 * accepted influencers (on the Collaborations screen, which the features do not share), then
 * linked.
 */
export function CastingCard({
  casting,
  onEdit,
  onDelete,
  onClose,
  onSendSelection,
}: { casting: CastingView } & CastingCardHandlers) {
  const headingId = `casting-${casting.id}`;
  const selectedCount = casting.selectedInfluencerIds.length;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="casting-card"
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-surface p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 wrap-anywhere">
          <h2 id={headingId} className="text-lg font-semibold">
            {casting.name}
          </h2>
          <p className="text-sm text-muted">{casting.brand}</p>
        </div>
        <div className="flex shrink-0">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t.editAria(casting.name)}
            title={fr.common.edit}
            onClick={() => onEdit(casting)}
          >
            <Pencil aria-hidden className="h-4 w-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t.deleteAria(casting.name)}
            title={fr.common.delete}
            className="text-danger"
            onClick={() => onDelete(casting)}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
          </Button>
        </div>
      </div>

      <CastingStatusSelect casting={casting} />
      <p className="text-sm whitespace-pre-line wrap-anywhere">{casting.description}</p>

      {casting.requirements.length > 0 && (
        <section aria-labelledby={`${headingId}-criteria`} className="space-y-1">
          <h3 id={`${headingId}-criteria`} className="text-sm font-semibold">
            {t.criteria}
          </h3>
          <ul className="list-disc space-y-0.5 pl-5 text-sm wrap-anywhere">
            {casting.requirements.map((requirement, index) => (
              <li key={index}>{requirement}</li>
            ))}
          </ul>
        </section>
      )}

      <CastingProposals casting={casting} headingId={`${headingId}-proposals`} />
      <p className="text-sm font-medium" data-testid="casting-selected-count">
        {t.selectedCount(selectedCount)}
      </p>

      <div className="mt-auto flex flex-wrap gap-2 border-t border-border pt-4">
        {casting.proposals.length > 0 && (
          <Button variant="secondary" size="sm" onClick={() => onSendSelection(casting)}>
            <Send aria-hidden className="h-4 w-4" />
            {castingLinksText.sendSelection}
          </Button>
        )}
        {casting.status !== 'closed' && (
          <Button variant="secondary" size="sm" onClick={() => onClose(casting)}>
            <CheckCheck aria-hidden className="h-4 w-4" />
            {t.markClosed}
          </Button>
        )}
        {casting.collaborationId ? (
          <Link
            to={`/app/collaborations?voir=${casting.collaborationId}`}
            className={`${linkButton} border border-border bg-surface hover:bg-surface-muted`}
          >
            <ExternalLink aria-hidden className="h-4 w-4" />
            {t.openCollaboration}
          </Link>
        ) : (
          selectedCount > 0 && (
            <Link
              to={`/app/collaborations?depuisCasting=${casting.id}`}
              className={`${linkButton} bg-primary text-primary-foreground hover:bg-primary-hover`}
            >
              <Handshake aria-hidden className="h-4 w-4" />
              {t.createCollaboration}
            </Link>
          )
        )}
      </div>
    </li>
  );
}
