import { ArrowLeft } from 'lucide-react';
import { CampaignsTable } from '#client/features/collaborations/campaigns-table';
import { CollaborationScreen } from '#client/features/collaborations/collaboration-screen';
import { fr } from '#shared/i18n/fr';

/** /app/campaigns 'Toutes les campagnes': the same rows as a campaign table (spec §2). */
export function CampaignsPage() {
  return (
    <CollaborationScreen
      variant="campaigns"
      Table={CampaignsTable}
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
