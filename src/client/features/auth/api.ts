import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, unwrap } from '#client/lib/api';
import { sessionQuery } from '#client/app/session';
import type { SignInInput, SignUpInput } from '#shared/schemas/auth';

/** After sign-in or sign-up: the session is re-read, then the app opens. */
function useEnterApp() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
    navigate('/app/collaborations', { replace: true });
  };
}

export function useSignIn() {
  const enterApp = useEnterApp();
  return useMutation({
    mutationFn: (input: SignInInput) => unwrap(api.auth['sign-in'].$post({ json: input })),
    onSuccess: enterApp,
  });
}

export function useSignUp() {
  const enterApp = useEnterApp();
  return useMutation({
    mutationFn: (input: SignUpInput) => unwrap(api.auth['sign-up'].$post({ json: input })),
    onSuccess: enterApp,
  });
}
