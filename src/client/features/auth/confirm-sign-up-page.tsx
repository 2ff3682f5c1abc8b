import { authScreens } from '#shared/i18n/fr-auth-screens';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '#client/components/ui/alert';
import { errorMessage } from '#client/lib/api';
import { AuthScreen } from '#client/features/auth/auth-screen';
import { useSignUpConfirmation } from '#client/features/auth/api';
import { fr } from '#shared/i18n/fr';

const t = { ...fr.authMail, ...authScreens };

/**
 * Opened from the mailed sign-up link (/confirm-sign-up?token=…, decision 0039): the account is
 * created, and the app opens on Collaborations, as a sign-up used to.
 */
export function ConfirmSignUpPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirmation = useSignUpConfirmation(token);
  if (confirmation.isSuccess) return <Navigate to="/app/collaborations" replace />;

  return (
    <AuthScreen title={t.confirmSignUpTitle}>
      <div className="space-y-4">
        {!token ? (
          <ErrorAlert>{t.missingToken}</ErrorAlert>
        ) : confirmation.isError ? (
          <ErrorAlert>{errorMessage(confirmation.error)}</ErrorAlert>
        ) : (
          <p role="status" className="text-muted">
            {t.confirmingSignUp}
          </p>
        )}
        {(!token || confirmation.isError) && (
          <p className="text-sm">
            <Link to="/login" className="font-medium text-link hover:underline">
              {t.toLogin}
            </Link>
          </p>
        )}
      </div>
    </AuthScreen>
  );
}
