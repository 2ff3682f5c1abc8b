import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change made through the API: once it succeeded, every query under the `invalidates`
 * prefixes is read again (lists, details, pickers), and the mutation settles when they are.
 * A deletion names the detail it `removes`: dropped, not refetched, since asking again for a
 * deleted record would be a 404.
 */
export function useInvalidatingMutation<TInput, TResult>({
  mutationFn,
  invalidates,
  removes,
}: {
  mutationFn: (input: TInput) => Promise<TResult>;
  invalidates: QueryKey[];
  removes?: (input: TInput) => QueryKey;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_result, input) => {
      if (removes) queryClient.removeQueries({ queryKey: removes(input) });
      return Promise.all(
        invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
