import { CollaborationStatusBadge } from '#client/components/collaboration-status-badge';
import { DetailSection } from '#client/components/detail/detail-section';
import { Table, TBody, TD, TH, THead, TR } from '#client/components/ui/table';
import type { InfluencerDetail } from '#client/components/records/record-types';
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
    <DetailSection
      id="influencer-detail-collaborations"
      title={s.collaborationsTitle}
      isEmpty={collaborations.length === 0}
      emptyText={fr.influencers.noCollaboration}
    >
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
    </DetailSection>
  );
}
