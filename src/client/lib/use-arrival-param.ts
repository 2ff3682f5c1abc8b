import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A URL parameter another screen sets to say what to open on arrival (features link by URL,
 * never by import). `close` drops it, and `companion` (a detail's tab) with it, in place, so
 * the back button and a reload do not open it again.
 */
export function useArrivalParam(name: string, companion?: string) {
  const [params, setParams] = useSearchParams();
  const close = useCallback(
    () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(name);
          if (companion) next.delete(companion);
          return next;
        },
        { replace: true },
      ),
    [name, companion, setParams],
  );
  return { value: params.get(name), close };
}
