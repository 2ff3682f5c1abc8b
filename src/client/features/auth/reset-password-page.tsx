import { authScreens } from '#shared/i18n/fr-auth-screens';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '#client/lib/toast';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button';
import { ErrorAlert } from '#client/components/ui/alert';
import { Field } from '#client/components/ui/field';
import { errorMessage } from '#client/lib/api';
import { applyServerErrors, isSaidByAField } from '#client/lib/form-errors';
import {
  findPasswordProblem,
  PasswordStrengthMeter,
} from '#client/components/forms/password-strength-meter';
import { AuthScreen } from '#client/features/auth/auth-screen';
import { PasswordInput } from '#client/features/auth/password-input';
import { useResetPassword } from '#client/features/auth/api';
import { resetPasswordFormSchema } from '#shared/schemas/auth';
import { fr } from '#shared/i18n/fr';

const t = { ...fr.authMail, ...authScreens };
type FormInput = z.input<typeof resetPasswordFormSchema>;
type FormOutput = z.output<typeof resetPasswordFormSchema>;
const NO_PERSONAL_DETAILS = {};

/** Opened from the mailed link (/reset-password?token=…): the new password, twice. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const onSubmit = form.handleSubmit(async (values) => {
    // The rule of sign-up; the server also compares with the account's name and address,
    // which this signed-out page does not know.
    const weakPassword = await findPasswordProblem(values.password, NO_PERSONAL_DETAILS);
    if (weakPassword) return form.setError('password', { type: 'weak', message: weakPassword });
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: () => {
          toast.success(t.resetDone);
          navigate('/login', { replace: true });
        },
        onError: (error) => applyServerErrors(error, form.setError),
      },
    );
  });

  return (
    <AuthScreen title={t.resetTitle} subtitle={t.resetSubtitle}>
      {!token ? (
        <ErrorAlert>{t.missingToken}</ErrorAlert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {reset.isError && !isSaidByAField(reset.error) && (
            <ErrorAlert>{errorMessage(reset.error)}</ErrorAlert>
          )}
          <Field label={t.newPassword} error={errors.password?.message}>
            <PasswordInput autoComplete="new-password" autoFocus {...form.register('password')} />
          </Field>
          <PasswordStrengthMeter
            password={password}
            personal={NO_PERSONAL_DETAILS}
            fieldError={errors.password?.message}
          />
          <Field label={t.confirmPassword} error={errors.confirmation?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmation')} />
          </Field>
          <Button type="submit" className="w-full" isLoading={reset.isPending}>
            {t.resetSubmit}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-link hover:underline">
          {t.toLogin}
        </Link>
      </p>
    </AuthScreen>
  );
}
