import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '#client/lib/toast';
import { errorMessage } from '#client/lib/api';
import { useArrivalParam } from '#client/lib/use-arrival-param';
import { castingDraftQuery } from '#client/features/collaborations/api';

/**
 * `?depuisCasting=<id>`: the casting's draft, once read, opens 'Nouvelle collaboration' filled
 * from it. Closing or saving the form drops the parameter; so does a refused draft (no accepted
 * influencer, already linked, unknown), whose reason shows as a toast.
 */
export function useCastingHandOver() {
  // Set by the Casting screen's 'Créer la collaboration'.
  const { value: castingId, close } = useArrivalParam('depuisCasting');
  const draft = useQuery({ ...castingDraftQuery(castingId ?? ''), enabled: castingId !== null });
  const failure = castingId !== null && draft.isError ? draft.error : null;

  useEffect(() => {
    if (!failure) return;
    toast.error(errorMessage(failure));
    close();
  }, [failure, close]);

  return { draft: castingId !== null && draft.isSuccess ? draft.data : null, close };
}
