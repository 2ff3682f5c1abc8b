import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A URL parameter another screen sets to say what to open on arrival (features link by URL,
 * never by import). `close` drops it, in place, so the back button and a reload do not open it
 * again.
 */
export function useArrivalParam(name: string) {
  const [params, setParams] = useSearchParams();
  const close = useCallback(
    () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return { value: params.get(name), close };
}
