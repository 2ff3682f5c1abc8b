import { AppError } from '#server/lib/app-error';
import type { SessionUser } from '#server/lib/context';
import { demoAgencyTexts } from '#shared/i18n/fr-demo-agency';

/**
 * What a demo account may not do (decision 0038): anything that reaches outside its throw-away
 * agency (join codes, joining another agency) or a mailbox (links to its address, invitations).
 * A future change of password or email, or an invitation by mail, calls this first.
 */
export function refuseInDemo(user: SessionUser) {
  if (user.isDemo) throw new AppError('demo_unavailable', 403, demoAgencyTexts.unavailable);
}
