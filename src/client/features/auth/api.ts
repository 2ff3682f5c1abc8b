import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, unwrap } from '#client/lib/api';
import { sessionQuery } from '#client/app/session';
import type {
  ForgotPasswordInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
} from '#shared/schemas/auth';

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

// Mailed links (issue 10).

/**
 * Verifies the address once the link's page opens. A query rather than a mutation on mount:
 * the query runs once per token even when React mounts the page twice (StrictMode), and a
 * link works only once. Whoever is signed in then sees the banner go.
 */
export function useEmailVerification(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: async () => {
      const result = await unwrap(api.auth['verify-email'].$post({ json: { token } }));
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      return result;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.auth['verify-email'].resend.$post()),
    onSuccess: ({ isAlreadyVerified }) => {
      if (isAlreadyVerified)
        void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      unwrap(api.auth['forgot-password'].$post({ json: input })),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      unwrap(api.auth['reset-password'].$post({ json: input })),
  });
}
