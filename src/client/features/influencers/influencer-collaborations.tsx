import { CollaborationStatusBadge } from '#client/components/collaboration-status-badge';
import { Table, TBody, TD, TH, THead, TR } from '#client/components/ui/table';
import type { InfluencerDetail } from '#client/features/influencers/api';
import { formatLongDate } from '#shared/domain/dates';
import { formatEuros } from '#shared/domain/money';
import { fr } from '#shared/i18n/fr';

const s = fr.influencersScreen;

/** The campaigns the influencer takes part in, newest first, with their rate in each. */
export function InfluencerCollaborations({
  collaborations,
}: {
  collaborations: InfluencerDetail['collaborations'];
}) {
  return (
    <section aria-labelledby="influencer-detail-collaborations" className="space-y-2">
      <h3 id="influencer-detail-collaborations" className="font-semibold">
        {s.collaborationsTitle}
      </h3>
      {collaborations.length === 0 ? (
        <p className="text-sm text-muted">{fr.influencers.noCollaboration}</p>
      ) : (
        <Table aria-labelledby="influencer-detail-collaborations" className="min-w-[36rem]">
          <THead>
            <tr>
              <TH>{s.collaborationName}</TH>
              <TH>{s.collaborationBrand}</TH>
              <TH className="text-right">{s.collaborationRate}</TH>
              <TH>{s.collaborationStatus}</TH>
            </tr>
          </THead>
          <TBody>
            {collaborations.map((collaboration) => (
              <TR key={collaboration.id}>
                <TD>
                  <span className="block font-medium">{collaboration.name}</span>
                  <span className="block text-xs text-muted">
                    {fr.collaborationTypes[collaboration.type]} ·{' '}
                    {formatLongDate(collaboration.contactDate)}
                  </span>
                </TD>
                <TD>{collaboration.brand}</TD>
                <TD className="text-right tabular-nums">{formatEuros(collaboration.rateCents)}</TD>
                <TD>
                  <CollaborationStatusBadge status={collaboration.status} />
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
    </section>
  );
}
