import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button';
import { ErrorAlert } from '#client/components/ui/alert';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { applyServerErrors } from '#client/lib/form-errors';
import { PasswordInput } from '#client/features/auth/password-input';
import { useSignIn } from '#client/features/auth/api';
import { ForgotPasswordDialog } from '#client/features/auth/forgot-password-dialog';
import { signInSchema } from '#shared/schemas/auth';
import { fr } from '#shared/i18n/fr';

export function SignInForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const signIn = useSignIn();
  const [isForgotOpen, setForgotOpen] = useState(false);
  const form = useForm<z.input<typeof signInSchema>, unknown, z.output<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, { onError: (error) => applyServerErrors(error, form.setError) }),
  );

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {signIn.isError && <ErrorAlert>{errorMessage(signIn.error)}</ErrorAlert>}
        <Field label={fr.auth.email} error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field label={fr.auth.password} error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </Field>
        <div className="-mt-2 text-right">
          <button
            type="button"
            onClick={() => setForgotOpen(true)}
            className="text-sm font-medium text-link hover:underline"
          >
            {fr.authMail.forgotLink}
          </button>
        </div>
        <Button type="submit" className="w-full" isLoading={signIn.isPending}>
          {fr.auth.submitSignIn}
        </Button>
      </form>
      {/* Outside the form: React events bubble through portals, a submit would reach sign-in. */}
      <ForgotPasswordDialog
        isOpen={isForgotOpen}
        onOpenChange={setForgotOpen}
        defaultEmail={isForgotOpen ? form.getValues('email') : ''}
      />
    </>
  );
}
