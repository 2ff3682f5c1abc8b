import { authScreens } from '#shared/i18n/fr-auth-screens';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button';
import { ErrorAlert } from '#client/components/ui/alert';
import { Dialog } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { applyServerErrors } from '#client/lib/form-errors';
import { useForgotPassword } from '#client/features/auth/api';
import { forgotPasswordSchema } from '#shared/schemas/auth';
import { fr } from '#shared/i18n/fr';

const t = { ...fr.authMail, ...authScreens };

/**
 * 'Mot de passe oublié ?': asks for the address and says the same thing whether an account
 * exists or not (the server answers alike).
 */
export function ForgotPasswordDialog({
  isOpen,
  onOpenChange,
  defaultEmail,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  defaultEmail: string;
}) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t.forgotTitle} size="sm">
      {/* Mounted while open only: each opening starts from the sign-in form's email. */}
      <ForgotPasswordForm defaultEmail={defaultEmail} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ForgotPasswordForm({
  defaultEmail,
  onDone,
}: {
  defaultEmail: string;
  onDone: () => void;
}) {
  const forgot = useForgotPassword();
  const form = useForm<
    z.input<typeof forgotPasswordSchema>,
    unknown,
    z.output<typeof forgotPasswordSchema>
  >({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });
  const onSubmit = form.handleSubmit((values) =>
    forgot.mutate(values, { onError: (error) => applyServerErrors(error, form.setError) }),
  );

  if (forgot.isSuccess) {
    return (
      <div className="space-y-4">
        <p role="status">{t.forgotSent}</p>
        <Button variant="secondary" className="w-full" onClick={onDone}>
          {fr.common.close}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted">{t.forgotText}</p>
      {forgot.isError && <ErrorAlert>{errorMessage(forgot.error)}</ErrorAlert>}
      <Field label={fr.auth.email} error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
      </Field>
      <Button type="submit" className="w-full" isLoading={forgot.isPending}>
        {t.forgotSubmit}
      </Button>
    </form>
  );
}
