import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '#client/lib/api';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import type { WebhookEndpointInput, WebhookEndpointPatch } from '#shared/schemas/webhooks';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
};

export const webhooksQuery = () =>
  queryOptions({
    queryKey: webhookKeys.list(),
    queryFn: () => unwrap(api.webhooks.$get()),
  });

export type WebhookEndpoint = Awaited<
  ReturnType<NonNullable<ReturnType<typeof webhooksQuery>['queryFn']>>
>['items'][number];

/** An endpoint's log, newest first, a page at a time; read again every few seconds. */
export const deliveriesQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.webhooks[':id'].deliveries.$get({
          param: { id },
          query: pageParam ? { cursor: pageParam } : {},
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: 5_000,
  });

const all = [webhookKeys.all];

export const useCreateWebhook = () =>
  useInvalidatingMutation({
    mutationFn: (input: WebhookEndpointInput) => unwrap(api.webhooks.$post({ json: input })),
    invalidates: all,
  });

export const useUpdateWebhook = () =>
  useInvalidatingMutation({
    mutationFn: ({ id, patch }: { id: string; patch: WebhookEndpointPatch }) =>
      unwrap(api.webhooks[':id'].$patch({ param: { id }, json: patch })),
    invalidates: all,
  });

export const useDeleteWebhook = () =>
  useInvalidatingMutation({
    mutationFn: (id: string) => unwrap(api.webhooks[':id'].$delete({ param: { id } })),
    invalidates: all,
  });

export const useRotateSecret = () =>
  useInvalidatingMutation({
    mutationFn: (id: string) => unwrap(api.webhooks[':id'].secret.$post({ param: { id } })),
    invalidates: all,
  });

export const useSendTest = () =>
  useInvalidatingMutation({
    mutationFn: (id: string) => unwrap(api.webhooks[':id'].test.$post({ param: { id } })),
    invalidates: all,
  });

export const useResendDelivery = () =>
  useInvalidatingMutation({
    mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
      unwrap(
        api.webhooks[':id'].deliveries[':deliveryId'].resend.$post({ param: { id, deliveryId } }),
      ),
    invalidates: all,
  });
