import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '#client/lib/api';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import { collaborationKeys } from '#client/features/collaborations/api';
import type { PrivateLinkItem } from '#shared/schemas/private-links';

// 'Lien créateur' and 'Lien client' (issue 29, decision 0050): a deal's links, loaded with their
// dialog only.

/** Whom a deal's link is for: one influencer line, or the brand. */
export type DealLinkTarget =
  { kind: 'creator'; lineId: string; fullName: string } | { kind: 'brand' };

const linksOf = () => api.collaborations[':id'].links;

export const dealLinksKey = (collaborationId: string) =>
  [...collaborationKeys.detail(collaborationId), 'links'] as const;

export const dealLinksQuery = (collaborationId: string) =>
  queryOptions({
    queryKey: dealLinksKey(collaborationId),
    queryFn: () => unwrap(api.collaborations[':id'].links.$get({ param: { id: collaborationId } })),
  });

/** The deal's links that open what `target` names: one line's (creator), or the brand's. */
export const selectTargetLinks = (items: PrivateLinkItem[], target: DealLinkTarget) =>
  items.filter((link) =>
    target.kind === 'creator'
      ? link.kind === 'creator' && link.lineId === target.lineId
      : link.kind === 'brand',
  );

/** The calls behind the buttons: one line's link or the brand's, and 'Désactiver'. */
export const dealLinkRequests = {
  /** `email` '' for none: the link is then only shown. */
  create: (collaborationId: string, target: DealLinkTarget, email: string) => {
    const json = email ? { email } : {};
    return unwrap(
      target.kind === 'creator'
        ? linksOf().creator[':lineId'].$post({
            param: { id: collaborationId, lineId: target.lineId },
            json,
          })
        : linksOf().brand.$post({ param: { id: collaborationId }, json }),
    );
  },
  revoke: async (collaborationId: string, linkId: string) => {
    await unwrap(linksOf()[':linkId'].$delete({ param: { id: collaborationId, linkId } }));
  },
};

/** A new link for `target` (its older one stops at once), mailed when an address is given. */
export const useCreateDealLink = (collaborationId: string, target: DealLinkTarget) =>
  useInvalidatingMutation({
    mutationFn: (email: string) => dealLinkRequests.create(collaborationId, target, email),
    invalidates: [dealLinksKey(collaborationId)],
  });

/** 'Désactiver': the link is refused from the next request on. */
export const useRevokeDealLink = (collaborationId: string) =>
  useInvalidatingMutation({
    mutationFn: (linkId: string) => dealLinkRequests.revoke(collaborationId, linkId),
    invalidates: [dealLinksKey(collaborationId)],
  });
