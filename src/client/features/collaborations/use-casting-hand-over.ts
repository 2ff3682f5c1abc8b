import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '#client/lib/api';
import { castingDraftQuery } from '#client/features/collaborations/api';

// Set by the Casting screen's 'Créer la collaboration' (features link by URL, never by import).
const PARAM = 'depuisCasting';

/**
 * `?depuisCasting=<id>`: the casting's draft, once read, opens 'Nouvelle collaboration' filled
 * from it. Closing or saving the form drops the parameter; so does a refused draft (no accepted
 * influencer, already linked, unknown), whose reason shows as a toast.
 */
export function useCastingHandOver() {
  const [params, setParams] = useSearchParams();
  const castingId = params.get(PARAM);
  const draft = useQuery({ ...castingDraftQuery(castingId ?? ''), enabled: castingId !== null });
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
  const failure = castingId !== null && draft.isError ? draft.error : null;

  useEffect(() => {
    if (!failure) return;
    toast.error(errorMessage(failure));
    close();
  }, [failure, close]);

  return { draft: castingId !== null && draft.isSuccess ? draft.data : null, close };
}
