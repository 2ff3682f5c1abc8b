import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '#client/lib/api';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import type { ApiTokenCreateInput } from '#shared/schemas/api-tokens';

// Decision 0066: my personal API tokens on Compte.
export const apiTokenKeys = { all: ['api-tokens'] as const };

/** My tokens and the sections a new one may name; read again on each visit ('Dernière utilisation'). */
export const apiTokensQuery = queryOptions({
  queryKey: apiTokenKeys.all,
  queryFn: () => unwrap(api['api-tokens'].$get()),
  staleTime: 0,
});

export const useCreateApiToken = () =>
  useInvalidatingMutation({
    mutationFn: (input: ApiTokenCreateInput) => unwrap(api['api-tokens'].$post({ json: input })),
    invalidates: [apiTokenKeys.all],
  });

export const useRevokeApiToken = () =>
  useInvalidatingMutation({
    mutationFn: (id: string) => unwrap(api['api-tokens'][':id'].$delete({ param: { id } })),
    invalidates: [apiTokenKeys.all],
  });
