import { ArrowLeft, ChartColumn } from 'lucide-react';
import { Link } from 'react-router';
import { CampaignsTable } from '#client/features/collaborations/campaigns-table';
import { CollaborationScreen } from '#client/features/collaborations/collaboration-screen';
import { fr } from '#shared/i18n/fr';
import { performancesText } from '#shared/i18n/fr-performances';

/** Issue 30: the indicators across campaigns (features/performances, its own chunk). */
const performancesLink = (
  <Link
    to="/app/campaigns/performances"
    className="inline-flex h-10 items-center gap-2 rounded-md border border-border bg-surface px-4 text-sm font-medium hover:bg-surface-muted"
  >
    <ChartColumn aria-hidden className="h-4 w-4" />
    {performancesText.title}
  </Link>
);

/** /app/campaigns 'Toutes les campagnes': the same rows as a campaign table (spec §2). */
export function CampaignsPage() {
  return (
    <CollaborationScreen
      variant="campaigns"
      Table={CampaignsTable}
      extraLinks={performancesLink}
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
