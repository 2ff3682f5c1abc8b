import { authScreens } from '#shared/i18n/fr-auth-screens';
import { Link, useSearchParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { ErrorAlert } from '#client/components/ui/alert';
import { errorMessage } from '#client/lib/api';
import { useSession } from '#client/app/session';
import { AuthScreen } from '#client/features/auth/auth-screen';
import { useEmailVerification } from '#client/features/auth/api';
import { fr } from '#shared/i18n/fr';

const t = { ...fr.authMail, ...authScreens };

/** Opened from the mailed link (/verify-email?token=…), signed in or not. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verification = useEmailVerification(token);
  const isSignedIn = Boolean(useSession().data?.user);
  const next = isSignedIn ? (
    <Link to="/app/collaborations" className="font-medium text-link hover:underline">
      {t.toApp}
    </Link>
  ) : (
    <Link to="/login" className="font-medium text-link hover:underline">
      {t.toLogin}
    </Link>
  );

  return (
    <AuthScreen title={t.verifyTitle}>
      <div className="space-y-4">
        {!token ? (
          <ErrorAlert>{t.missingToken}</ErrorAlert>
        ) : verification.isPending ? (
          <p role="status" className="text-muted">
            {t.verifying}
          </p>
        ) : verification.isError ? (
          <ErrorAlert>{errorMessage(verification.error)}</ErrorAlert>
        ) : (
          <p role="status" className="flex items-center gap-2 text-success">
            <CircleCheck aria-hidden className="h-5 w-5 shrink-0" />
            {t.verified}
          </p>
        )}
        <p className="text-sm">{next}</p>
      </div>
    </AuthScreen>
  );
}
