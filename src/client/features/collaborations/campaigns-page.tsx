import { ArrowLeft, ChartColumn, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { CampaignsTable } from '#client/features/collaborations/campaigns-table';
import { CollaborationScreen } from '#client/features/collaborations/collaboration-screen';
import { fr } from '#shared/i18n/fr';
import { performancesText } from '#shared/i18n/fr-performances';

const linkClass =
  'inline-flex h-10 items-center gap-2 rounded-md border border-border bg-surface px-4 text-sm font-medium hover:bg-surface-muted';

/**
 * Issue 30: the indicators across campaigns (features/performances, its own chunk); issue 31:
 * the deals to bring into line (compliance/, its own chunk; the link's word is in the list's
 * catalogue, so this page does not load the rules' texts).
 */
const extraLinks = (
  <>
    <Link to="/app/campaigns/performances" className={linkClass}>
      <ChartColumn aria-hidden className="h-4 w-4" />
      {performancesText.title}
    </Link>
    <Link to="/app/campaigns/compliance" className={linkClass}>
      <ShieldCheck aria-hidden className="h-4 w-4" />
      {fr.collaborations.screens.campaigns.complianceLink}
    </Link>
  </>
);

/** /app/campaigns 'Toutes les campagnes': the same rows as a campaign table (spec §2). */
export function CampaignsPage() {
  return (
    <CollaborationScreen
      variant="campaigns"
      Table={CampaignsTable}
      extraLinks={extraLinks}
      link={{
        to: '/app/collaborations',
        children: (
          <>
            <ArrowLeft aria-hidden className="h-4 w-4" />
            {fr.collaborations.collaborationsLink}
          </>
        ),
      }}
    />
  );
}
