import { Badge } from '#client/components/ui/badge';
import type { BillingStatus } from '#shared/domain/billing-status';
import { fr } from '#shared/i18n/fr';

const tones = { pending: 'neutral', invoiced: 'warning', paid: 'success' } as const;

/** The billing status, as derived from the switches (shared/domain/billing-status). */
export function BillingStatusBadge({ status }: { status: BillingStatus }) {
  return <Badge tone={tones[status]}>{fr.collaborations.billingStatuses[status]}</Badge>;
}
