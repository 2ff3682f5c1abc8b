import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { CurrentUser } from '#client/app/session';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { applyServerErrors } from '#client/lib/form-errors';
import { useUpdateProfile } from '#client/features/account/api';
import { updateFailureMessage } from '#client/features/account/update-failure';
import { profileSchema } from '#shared/schemas/account';
import { fr } from '#shared/i18n/fr';

const t = fr.account;

export function PersonalInfoCard({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const form = useForm<z.input<typeof profileSchema>, unknown, z.output<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    values: { firstName: user.firstName, lastName: user.lastName, jobTitle: user.jobTitle },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => toast.success(fr.success.profileUpdated),
      onError: (error) => {
        applyServerErrors(error, form.setError);
        toast.error(updateFailureMessage(error));
      },
    }),
  );

  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold">{t.personalTitle}</h2>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t.firstName} error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </Field>
          <Field label={t.lastName} error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </Field>
        </div>
        <Field label={t.jobTitle} error={errors.jobTitle?.message}>
          <Input
            autoComplete="organization-title"
            placeholder={fr.placeholders.roleUndefined}
            {...form.register('jobTitle')}
          />
        </Field>
        <Field label={t.email}>
          <Input value={user.email} readOnly disabled />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" isLoading={update.isPending}>
            {t.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
