import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/lib/toast';
import type { z } from 'zod';
import { sessionQuery, type CurrentUser } from '#client/app/session';
import { ConflictAlert } from '#client/components/conflict/conflict-alert';
import { useEditConflict } from '#client/components/conflict/use-edit-conflict';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { createServerSubmit } from '#client/lib/form-errors';
import { accountQuery, useUpdateProfile } from '#client/features/account/api';
import { updateFailureMessage } from '#client/features/account/update-failure';
import { profileSchema } from '#shared/schemas/account';
import { fr } from '#shared/i18n/fr';

const t = fr.account;

type Profile = Pick<CurrentUser, 'firstName' | 'lastName' | 'jobTitle'>;
const toValues = ({ firstName, lastName, jobTitle }: Profile) => ({
  firstName,
  lastName,
  jobTitle,
});

/**
 * The member's own profile, based on the version the account screen read (`profileVersion`,
 * issue 28). Once saved, the form starts again from the saved profile and its new version.
 */
export function PersonalInfoCard({
  user,
  profileVersion,
}: {
  user: CurrentUser;
  profileVersion: number | undefined;
}) {
  const [saves, setSaves] = useState(0);
  if (profileVersion === undefined) return <PersonalInfoCardPending />;
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold">{t.personalTitle}</h2>
      <ProfileForm
        key={saves}
        user={user}
        version={profileVersion}
        onSaved={() => setSaves((count) => count + 1)}
      />
    </Card>
  );
}

/** The card while the profile's version is read: its title where it stays, and a spinner. */
export function PersonalInfoCardPending() {
  return (
    <Card aria-busy>
      <h2 className="mb-4 text-lg font-semibold">{t.personalTitle}</h2>
      <Spinner label={fr.common.loading} />
    </Card>
  );
}

function ProfileForm({
  user,
  version,
  onSaved,
}: {
  user: CurrentUser;
  version: number;
  onSaved: () => void;
}) {
  const update = useUpdateProfile();
  const queryClient = useQueryClient();
  const { conflict, state } = useEditConflict({
    initialVersion: version,
    // Their names are the session's, their version the account screen's: both read again.
    fetchTheirs: async () => {
      const [session, account] = await Promise.all([
        queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }),
        queryClient.fetchQuery({ ...accountQuery, staleTime: 0 }),
      ]);
      return session.user ? { ...session.user, version: account.profileVersion } : undefined;
    },
    toValues,
  });
  const form = useForm<z.input<typeof profileSchema>, unknown, z.output<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    defaultValues: toValues(user),
  });
  const { errors } = form.formState;
  const onSubmit = createServerSubmit(form, {
    save: (values, loaded) => update.mutateAsync({ ...values, version: loaded ?? version }),
    onSaved: () => {
      toast.success(fr.success.profileUpdated);
      onSaved();
    },
    conflict,
    failureMessage: updateFailureMessage,
  });

  return (
    <>
      {state && <ConflictAlert kind="member" state={state} />}
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
    </>
  );
}
