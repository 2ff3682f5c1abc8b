import { ArrowRight } from 'lucide-react';
import { CollaborationScreen } from '#client/features/collaborations/collaboration-screen';
import { CollaborationsTable } from '#client/features/collaborations/collaborations-table';
import { fr } from '#shared/i18n/fr';

/** /app/collaborations: the deals with their six indicators (spec §2 'Collaborations screen'). */
export function CollaborationsPage() {
  return (
    <CollaborationScreen
      variant="collaborations"
      Table={CollaborationsTable}
      link={{
        to: '/app/campaigns',
        children: (
          <>
            {fr.collaborations.campaignsLink}
            <ArrowRight aria-hidden className="h-4 w-4" />
          </>
        ),
      }}
    />
  );
}
