import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '#client/lib/api';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';

// The agency's demo data (decision 0033): offered by the Collaborations screen when empty,
// cleared from Compte. Both change every list, so both read every area again.

export const demoDataKeys = { all: ['demo-data'] as const };

export const demoDataQuery = queryOptions({
  queryKey: demoDataKeys.all,
  queryFn: () => unwrap(api['demo-data'].$get()),
});

const AREAS = ['collaborations', 'clients', 'influencers', 'tasks', 'castings', 'payments'];
const invalidates = [demoDataKeys.all, ...AREAS.map((area) => [area])];

export const useLoadDemoData = () =>
  useInvalidatingMutation({
    mutationFn: () => unwrap(api['demo-data'].$post()),
    invalidates,
  });

export const useClearDemoData = () =>
  useInvalidatingMutation({
    mutationFn: () => unwrap(api['demo-data'].$delete()),
    invalidates,
  });
