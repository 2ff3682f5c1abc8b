import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, unwrap } from '#client/lib/api';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import { collaborationKeys } from '#client/features/collaborations/api';
import type {
  ContentActionInput,
  contentActionSchema,
  ContentCommentInput,
  ContentCommentView,
  ContentsOfDeal,
  ContentVersionInput,
  DeliverableContentView,
} from '#shared/schemas/contents';

// Issue 29: the 'Contenus' tab's calls, through the typed client (routes of
// server/features/collaborations/contents/contents-routes.ts).

/** Under the collaboration's own keys: a change of stage refreshes lists and details with it. */
export const contentsKeys = {
  ofDeal: (collaborationId: string) =>
    [...collaborationKeys.all, 'contents', collaborationId] as const,
};

const contentsOf = () => api.collaborations[':id'].contents;

/** What is sent (the schema's input: approving without a comment leaves it out). */
export type ContentActionRequest = z.input<typeof contentActionSchema>;

type Target = { collaborationId: string; deliverableId: string };

const params = ({ collaborationId, deliverableId }: Target) => ({
  param: { id: collaborationId, deliverableId },
});

/** The calls of the tab; a refusal comes back as an ApiError (409, 422…). */
export const contentsRequests = {
  getOfDeal: (collaborationId: string) =>
    unwrap<ContentsOfDeal>(contentsOf().$get({ param: { id: collaborationId } })),
  act: (target: Target, input: ContentActionRequest) =>
    unwrap<DeliverableContentView>(
      // The client's type is the schema's output: the server fills an approval's empty comment.
      contentsOf()[':deliverableId'].actions.$post({
        ...params(target),
        json: input as ContentActionInput,
      }),
    ),
  comment: (target: Target, input: ContentCommentInput) =>
    unwrap<ContentCommentView>(
      contentsOf()[':deliverableId'].comments.$post({ ...params(target), json: input }),
    ),
  sendVersion: (target: Target, input: ContentVersionInput) =>
    unwrap<DeliverableContentView>(
      contentsOf()[':deliverableId'].versions.$post({ ...params(target), json: input }),
    ),
  setBrief: (collaborationId: string, resourceId: string | null) =>
    unwrap<{ brief: ContentsOfDeal['brief'] }>(
      contentsOf().brief.$put({ param: { id: collaborationId }, json: { resourceId } }),
    ),
};

export const contentsQuery = (collaborationId: string) =>
  queryOptions({
    queryKey: contentsKeys.ofDeal(collaborationId),
    queryFn: () => contentsRequests.getOfDeal(collaborationId),
  });

// The post progress of the deal follows its contents' stages (decision 0049): its lists and
// details are read again with the contents (all under ['collaborations']).
const invalidates = [collaborationKeys.all];

export const useContentAction = (target: Target) =>
  useInvalidatingMutation({
    mutationFn: (input: ContentActionRequest) => contentsRequests.act(target, input),
    invalidates,
  });

export const useAddContentComment = (target: Target) =>
  useInvalidatingMutation({
    mutationFn: (input: ContentCommentInput) => contentsRequests.comment(target, input),
    invalidates,
  });

export const useSendContentVersion = (target: Target) =>
  useInvalidatingMutation({
    mutationFn: (input: ContentVersionInput) => contentsRequests.sendVersion(target, input),
    invalidates,
  });

/** The agency's briefs a deal may give its creators (the first 50 by name). */
export const briefChoicesQuery = () =>
  queryOptions({
    queryKey: ['resources', 'list', 'brief-choices'] as const,
    queryFn: () =>
      unwrap(api.resources.$get({ query: { type: 'brief', q: '', limit: '50' } })).then((page) =>
        page.items.map((item) => ({ id: item.id, name: item.name })),
      ),
  });

/** PUT …/contents/brief: the deal's brief, or none. */
export const useSetBrief = (collaborationId: string) =>
  useInvalidatingMutation({
    mutationFn: (resourceId: string | null) =>
      contentsRequests.setBrief(collaborationId, resourceId),
    invalidates: [contentsKeys.ofDeal(collaborationId)],
  });
