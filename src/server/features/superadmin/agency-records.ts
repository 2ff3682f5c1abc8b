import { recordAccess } from '#server/features/superadmin/access-log';
import {
  getClient,
  getCollaboration,
  getInfluencer,
} from '#server/features/superadmin/feature-services';
import type { PlatformContext } from '#server/features/superadmin/superadmin-gate';

// A record of one agency, as that agency's own detail dialog shows it, and logged (issue 17
// §5). The screens' services filter on the context's agency: a record of another agency, or
// an unknown id, is their 404, and nothing is logged.

const inAgency = (ctx: PlatformContext, agencyId: string) => ({ ...ctx, agencyId });

export async function getClientRecord(ctx: PlatformContext, agencyId: string, id: string) {
  const client = await getClient(inAgency(ctx, agencyId), id);
  await recordAccess(ctx, {
    agencyId,
    what: 'client',
    recordId: id,
    recordLabel: client.brandName,
  });
  return client;
}

export async function getInfluencerRecord(ctx: PlatformContext, agencyId: string, id: string) {
  const influencer = await getInfluencer(inAgency(ctx, agencyId), id);
  const recordLabel = influencer.fullName;
  await recordAccess(ctx, { agencyId, what: 'influencer', recordId: id, recordLabel });
  return influencer;
}

export async function getCollaborationRecord(ctx: PlatformContext, agencyId: string, id: string) {
  const deal = await getCollaboration(inAgency(ctx, agencyId), id);
  await recordAccess(ctx, {
    agencyId,
    what: 'collaboration',
    recordId: id,
    recordLabel: deal.name,
  });
  return deal;
}
