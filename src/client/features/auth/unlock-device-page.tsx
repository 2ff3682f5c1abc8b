import { authScreens } from '#shared/i18n/fr-auth-screens';
import { Link, useSearchParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { ErrorAlert } from '#client/components/ui/alert';
import { errorMessage } from '#client/lib/api';
import { AuthScreen } from '#client/features/auth/auth-screen';
import { SignInForm } from '#client/features/auth/sign-in-form';
import { useDeviceUnlock } from '#client/features/auth/api';
import { fr } from '#shared/i18n/fr';

const t = { ...fr.authMail, ...authScreens };

/**
 * Opened from the mailed « Débloquer cet appareil » link (/unlock-device?token=…): this browser
 * gets past the lock of strangers, then signs in with the password as usual.
 */
export function UnlockDevicePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unlock = useDeviceUnlock(token);

  return (
    <AuthScreen title={t.unlockTitle}>
      <div className="space-y-4">
        {!token ? (
          <ErrorAlert>{t.missingToken}</ErrorAlert>
        ) : unlock.isPending ? (
          <p role="status" className="text-muted">
            {t.unlocking}
          </p>
        ) : unlock.isError ? (
          <ErrorAlert>{errorMessage(unlock.error)}</ErrorAlert>
        ) : (
          <>
            <p role="status" className="flex items-start gap-2 text-success">
              <CircleCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
              {t.unlocked}
            </p>
            <SignInForm defaultEmail={unlock.data.email} />
          </>
        )}
        {(!token || unlock.isError) && (
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
