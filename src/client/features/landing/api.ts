import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, unwrap } from '#client/lib/api';
import { sessionQuery } from '#client/app/session';

/**
 * 'Voir la démo' (decision 0038): the server opens a throw-away agency and signs this browser
 * in; nothing read under a previous session is kept, the session is read again, and the app
 * opens on Collaborations, which the demo has filled.
 */
export function useStartDemo() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => unwrap(api['demo-agency'].$post()),
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
      navigate('/app/collaborations');
    },
  });
}
