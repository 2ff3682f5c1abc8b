import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '#client/lib/api';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import { collaborationKeys } from '#client/features/collaborations/api';
import type { Reading, ReadingView, ReadingsOfDeal } from '#shared/schemas/performance';

// Issue 30: the readings of a deal's publications, through the typed client (routes of
// server/features/collaborations/performance/readings-routes.ts).

/** Under the collaboration's keys: a reading changes its report and its lists' figures too. */
export const readingsKeys = {
  ofDeal: (collaborationId: string) =>
    [...collaborationKeys.all, 'readings', collaborationId] as const,
};

const ofDeal = () => api.collaborations[':id'];

export const readingsRequests = {
  getOfDeal: (collaborationId: string) =>
    unwrap<ReadingsOfDeal>(ofDeal().readings.$get({ param: { id: collaborationId } })),
  add: (target: { collaborationId: string; deliverableId: string }, input: Reading) =>
    unwrap<ReadingView>(
      ofDeal().contents[':deliverableId'].readings.$post({
        param: { id: target.collaborationId, deliverableId: target.deliverableId },
        json: input,
      }),
    ),
  remove: (collaborationId: string, readingId: string) =>
    unwrap<{ id: string }>(
      ofDeal().readings[':readingId'].$delete({ param: { id: collaborationId, readingId } }),
    ),
};

export const readingsQuery = (collaborationId: string) =>
  queryOptions({
    queryKey: readingsKeys.ofDeal(collaborationId),
    queryFn: () => readingsRequests.getOfDeal(collaborationId),
  });

/** The creator's screenshot of a reading, read with the member's session (same origin). */
export const readingProofUrl = (collaborationId: string, readingId: string) =>
  `/api/collaborations/${encodeURIComponent(collaborationId)}/readings/${encodeURIComponent(readingId)}/proof`;

// The deal's report and the Performances view read the readings too (all under
// ['collaborations']).
const invalidates = [collaborationKeys.all];

export const useAddReading = (target: { collaborationId: string; deliverableId: string }) =>
  useInvalidatingMutation({
    mutationFn: (input: Reading) => readingsRequests.add(target, input),
    invalidates,
  });

export const useDeleteReading = (collaborationId: string) =>
  useInvalidatingMutation({
    mutationFn: (readingId: string) => readingsRequests.remove(collaborationId, readingId),
    invalidates,
  });
