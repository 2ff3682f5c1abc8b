import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// Set by the Casting screen's 'Voir la collaboration' (features link by URL, never by import).
const PARAM = 'voir';

/**
 * `?voir=<id>`: the collaboration whose detail opens on arrival. Closing the detail (or going
 * on to edit it) drops the parameter, so the back button and a reload do not reopen it.
 */
export function useShownCollaboration() {
  const [params, setParams] = useSearchParams();
  const close = useCallback(
    () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { id: params.get(PARAM), close };
}
