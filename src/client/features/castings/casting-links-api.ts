import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '#client/lib/api';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import { castingKeys } from '#client/features/castings/api';

// 'Envoyer la sélection au client' (issue 29, decision 0053): a casting's links, loaded with
// their dialog only.

export const castingLinksKey = (castingId: string) =>
  [...castingKeys.detail(castingId), 'links'] as const;

export const castingLinksQuery = (castingId: string) =>
  queryOptions({
    queryKey: castingLinksKey(castingId),
    queryFn: () => unwrap(api.castings[':id'].links.$get({ param: { id: castingId } })),
  });

/** A new link (the older one stops at once), mailed when an address is given. */
export const useCreateCastingLink = (castingId: string) =>
  useInvalidatingMutation({
    mutationFn: (email: string) =>
      unwrap(
        api.castings[':id'].links.client.$post({
          param: { id: castingId },
          json: email ? { email } : {},
        }),
      ),
    invalidates: [castingLinksKey(castingId)],
  });

/** 'Désactiver': the link is refused from the next request on. */
export const useRevokeCastingLink = (castingId: string) =>
  useInvalidatingMutation({
    mutationFn: (linkId: string) =>
      unwrap(api.castings[':id'].links[':linkId'].$delete({ param: { id: castingId, linkId } })),
    invalidates: [castingLinksKey(castingId)],
  });
