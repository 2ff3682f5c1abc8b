import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, unwrap } from '#client/lib/api';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import { collaborationKeys } from '#client/features/collaborations/api';
import type {
  contentActionSchema,
  ContentCommentInput,
  ContentCommentView,
  ContentsOfDeal,
  ContentVersionInput,
  DeliverableContentView,
} from '#shared/schemas/contents';

// Issue 29. The routes are written beside this screen (another branch): until they are in
// AppType, the calls go through fetch with the contract's types (src/shared/schemas/contents.ts),
// as the import files do. Once merged, `api.collaborations[':id'].contents` replaces them.

/** Under the collaboration's own keys: a change of stage refreshes lists and details with it. */
export const contentsKeys = {
  ofDeal: (collaborationId: string) =>
    [...collaborationKeys.all, 'contents', collaborationId] as const,
};

const base = (collaborationId: string) =>
  `/api/collaborations/${encodeURIComponent(collaborationId)}/contents`;

const postJson = <T>(path: string, body: unknown) =>
  unwrap<T>(
    fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

/** What is sent (the schema's input: approving without a comment leaves it out). */
export type ContentActionRequest = z.input<typeof contentActionSchema>;

type Target = { collaborationId: string; deliverableId: string };

const deliverablePath = ({ collaborationId, deliverableId }: Target, tail: string) =>
  `${base(collaborationId)}/${encodeURIComponent(deliverableId)}/${tail}`;

/** The four calls of the contract; a refusal comes back as an ApiError (409, 422…). */
export const contentsRequests = {
  getOfDeal: (collaborationId: string) => unwrap<ContentsOfDeal>(fetch(base(collaborationId))),
  act: (target: Target, input: ContentActionRequest) =>
    postJson<DeliverableContentView>(deliverablePath(target, 'actions'), input),
  comment: (target: Target, input: ContentCommentInput) =>
    postJson<ContentCommentView>(deliverablePath(target, 'comments'), input),
  sendVersion: (target: Target, input: ContentVersionInput) =>
    postJson<DeliverableContentView>(deliverablePath(target, 'versions'), input),
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
      unwrap(api.resources.$get({ query: { type: 'brief', q: '', limit: '50' } })).then(
        (page) => page.items.map((item) => ({ id: item.id, name: item.name })),
      ),
  });

/** PUT …/contents/brief: the deal's brief, or none. */
export const useSetBrief = (collaborationId: string) =>
  useInvalidatingMutation({
    mutationFn: (resourceId: string | null) =>
      unwrap<{ brief: ContentsOfDeal['brief'] }>(
        fetch(`${base(collaborationId)}/brief`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ resourceId }),
        }),
      ),
    invalidates: [contentsKeys.ofDeal(collaborationId)],
  });
