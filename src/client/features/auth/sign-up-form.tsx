import { authScreens } from '#shared/i18n/fr-auth-screens';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button';
import { ErrorAlert } from '#client/components/ui/alert';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { applyServerErrors, isSaidByAField } from '#client/lib/form-errors';
import {
  findPasswordProblem,
  PasswordStrengthMeter,
} from '#client/components/forms/password-strength-meter';
import { PasswordInput } from '#client/features/auth/password-input';
import { useSignUp } from '#client/features/auth/api';
import { AGENCY_CHOICES, type AgencyChoice, signUpSchema } from '#shared/schemas/auth';
import { fr } from '#shared/i18n/fr';

const t = fr.auth;
const choiceLabels: Record<AgencyChoice, string> = {
  create: t.agencyCreate,
  join: t.agencyJoin,
  none: t.agencyNone,
};

export function SignUpForm() {
  const signUp = useSignUp();
  const form = useForm<z.input<typeof signUpSchema>, unknown, z.output<typeof signUpSchema>>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      email: '',
      password: '',
      firstName: '',
      lastName: '',
      jobTitle: '',
      agencyChoice: 'create',
      agencyName: '',
      agencyCode: '',
    },
  });
  const { errors } = form.formState;
  const choice = useWatch({ control: form.control, name: 'agencyChoice' });
  const [password = '', email, firstName, lastName] = useWatch({
    control: form.control,
    name: ['password', 'email', 'firstName', 'lastName'],
  });

  const chooseAgency = (next: AgencyChoice) => {
    form.setValue('agencyChoice', next);
    // Choosing create clears the code; choosing join clears the name (spec §5).
    if (next !== 'join') form.setValue('agencyCode', '');
    if (next !== 'create') form.setValue('agencyName', '');
    form.clearErrors(['agencyCode', 'agencyName']);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    // The server decides; checking here first spares a round trip with the same message.
    const weakPassword = await findPasswordProblem(values.password, values);
    if (weakPassword) return form.setError('password', { type: 'weak', message: weakPassword });
    signUp.mutate(values, { onError: (error) => applyServerErrors(error, form.setError) });
  });

  // A new and a known address get the same step (decision 0039): the mail tells them apart.
  if (signUp.isSuccess) return <CheckMailbox email={signUp.variables.email} />;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {signUp.isError && !isSaidByAField(signUp.error) && (
        <ErrorAlert>{errorMessage(signUp.error)}</ErrorAlert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.firstName} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </Field>
        <Field label={t.lastName} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </Field>
      </div>
      <Field label={t.jobTitle} error={errors.jobTitle?.message}>
        <Input autoComplete="organization-title" {...form.register('jobTitle')} />
      </Field>
      <Field label={t.email} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Field label={t.password} error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </Field>
      <PasswordStrengthMeter
        password={password}
        personal={{ email, firstName, lastName }}
        fieldError={errors.password?.message}
      />

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t.agencyChoice}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {AGENCY_CHOICES.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-border p-3 text-sm has-checked:border-primary has-checked:bg-surface-muted"
            >
              <input
                type="radio"
                name="agencyChoice"
                value={value}
                checked={choice === value}
                onChange={() => chooseAgency(value)}
                className="accent-primary"
              />
              {choiceLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === 'create' && (
        <Field label={t.agencyName} error={errors.agencyName?.message}>
          <Input autoComplete="organization" {...form.register('agencyName')} />
        </Field>
      )}
      {choice === 'join' && (
        <Field label={t.agencyCode} error={errors.agencyCode?.message} hint={t.agencyCodeHint}>
          <Input autoComplete="off" spellCheck={false} {...form.register('agencyCode')} />
        </Field>
      )}
      <Button type="submit" className="w-full" isLoading={signUp.isPending}>
        {t.submitSignUp}
      </Button>
    </form>
  );
}

function CheckMailbox({ email }: { email: string }) {
  return (
    <section role="status" aria-labelledby="check-mailbox-title" className="space-y-3">
      <h2 id="check-mailbox-title" className="flex items-center gap-2 text-lg font-semibold">
        <MailCheck aria-hidden className="h-5 w-5 shrink-0 text-primary" />
        {authScreens.checkMailboxTitle}
      </h2>
      <p className="break-words">{authScreens.checkMailboxText(email.trim().toLowerCase())}</p>
      <p className="text-sm text-muted">{authScreens.checkMailboxHint}</p>
    </section>
  );
}
