import { Mail } from 'lucide-react';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { useResendVerification } from '#client/features/auth/api';
import { fr } from '#shared/i18n/fr';

const t = fr.authMail;

/** An unverified account works; this asks, above every screen, to open the link we mailed. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useResendVerification();
  const handleResend = () =>
    resend.mutate(undefined, {
      onSuccess: ({ isAlreadyVerified }) =>
        toast.success(isAlreadyVerified ? t.alreadyVerified : t.resent),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <section
      aria-label={t.verifyTitle}
      className="mb-6 flex flex-col gap-3 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex min-w-0 items-start gap-2">
        <Mail aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
        {/* A long address breaks anywhere rather than push the banner off a phone screen. */}
        <span className="min-w-0 [overflow-wrap:anywhere]">{t.banner(email)}</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0"
        onClick={handleResend}
        isLoading={resend.isPending}
      >
        {t.resend}
      </Button>
    </section>
  );
}
