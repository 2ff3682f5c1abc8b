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
  onSuccess,
  onError,
}: {
  mutationFn: (input: TInput) => Promise<TResult>;
  invalidates: QueryKey[];
  removes?: (input: TInput) => QueryKey;
  /**
   * Run once the lists are fresh, even when the button that asked is gone with its row (a
   * `mutate(…, { onSuccess })` of an unmounted component never runs).
   */
  onSuccess?: (result: TResult, input: TInput) => void;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, input) => {
      if (removes) queryClient.removeQueries({ queryKey: removes(input) });
      await Promise.all(
        invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      onSuccess?.(result, input);
    },
    onError,
  });
}
