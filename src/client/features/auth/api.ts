import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { api, unwrap } from '#client/lib/api';
import { getReturnPath } from '#client/app/return-path';
import { sessionQuery } from '#client/app/session';
import type {
  ForgotPasswordInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
} from '#shared/schemas/auth';

/**
 * After sign-in or sign-up: nothing read under a previous session is kept (it may have been
 * another account's, if that one ended under its feet), the session is re-read, then the app
 * opens on the page a guard sent the user away from, or on Collaborations.
 */
function useEnterApp() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return async () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
    navigate(getReturnPath(location.state, window.location.origin), { replace: true });
  };
}

export function useSignIn() {
  const enterApp = useEnterApp();
  return useMutation({
    mutationFn: (input: SignInInput) => unwrap(api.auth['sign-in'].$post({ json: input })),
    onSuccess: enterApp,
  });
}

/** The same answer for a new and a known address (decision 0039): the mailbox says which. */
export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => unwrap(api.auth['sign-up'].$post({ json: input })),
  });
}

/**
 * Opens the mailed sign-up link: the account is created and signed in. A query, for the reason
 * given at useEmailVerification; once it succeeds, nothing of a previous session is kept and
 * the session is re-read, as after a sign-in.
 */
export function useSignUpConfirmation(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['auth', 'confirm-sign-up', token],
    queryFn: async () => {
      const result = await unwrap(api.auth['confirm-sign-up'].$post({ json: { token } }));
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
      return result;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
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

/**
 * Uses the mailed « Débloquer cet appareil » link once the page opens (issue 27): a query, for
 * the reason above; the server gives this browser the account's device cookie.
 */
export function useDeviceUnlock(token: string) {
  return useQuery({
    queryKey: ['auth', 'unlock-device', token],
    queryFn: () => unwrap(api.auth['unlock-device'].$post({ json: { token } })),
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
