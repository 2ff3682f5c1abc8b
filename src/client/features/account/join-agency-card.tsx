import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '#client/lib/toast';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ErrorAlert } from '#client/components/ui/alert';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api';
import { useJoinAgency } from '#client/features/account/api';
import { joinAgencySchema } from '#shared/schemas/account';
import { fr } from '#shared/i18n/fr';

const t = fr.account;

// Wrong codes and rate limits speak for themselves; anything else gets the spec's fallback.
const joinErrorMessage = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.code !== 'validation'
    ? error.message
    : fr.errors.joinFailed;

export function JoinAgencyCard() {
  const join = useJoinAgency(() => toast.success(fr.success.joinedAgency));
  const form = useForm<
    z.input<typeof joinAgencySchema>,
    unknown,
    z.output<typeof joinAgencySchema>
  >({
    resolver: zodResolver(joinAgencySchema),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit((values) => join.mutate(values));
  return (
    <Card>
      <p className="mb-4 text-muted">{t.noAgency}</p>
      <h2 className="mb-4 text-lg font-semibold">{t.joinTitle}</h2>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {join.isError && <ErrorAlert>{joinErrorMessage(join.error)}</ErrorAlert>}
        <Field label={t.joinCode} error={form.formState.errors.code?.message}>
          <Input autoComplete="off" spellCheck={false} {...form.register('code')} />
        </Field>
        <Button type="submit" isLoading={join.isPending}>
          {t.joinSubmit}
        </Button>
      </form>
    </Card>
  );
}
