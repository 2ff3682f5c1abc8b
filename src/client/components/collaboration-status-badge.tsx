import { Badge } from '#client/components/ui/badge';
import type { CollaborationStatus } from '#shared/domain/collaboration-status';
import { fr } from '#shared/i18n/fr';

// Spec §4: completed green, in progress yellow, pending blue.
const tones = { pending: 'info', in_progress: 'warning', completed: 'success' } as const;

/** The derived status of a collaboration, as the server computed it. */
export function CollaborationStatusBadge({ status }: { status: CollaborationStatus }) {
  return <Badge tone={tones[status]}>{fr.collaborationStatus[status]}</Badge>;
}
