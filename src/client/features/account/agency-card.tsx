import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Copy, Pencil, RefreshCw } from 'lucide-react';
import { toast } from '#client/lib/toast';
import type { z } from 'zod';
import { ConflictAlert } from '#client/components/conflict/conflict-alert';
import { useEditConflict } from '#client/components/conflict/use-edit-conflict';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import { createServerSubmit } from '#client/lib/form-errors';
import { accountQuery, useRenameAgency, useRenewCode } from '#client/features/account/api';
import { updateFailureMessage } from '#client/features/account/update-failure';
import { formatLongDate } from '#shared/domain/dates';
import { agencyNameSchema } from '#shared/schemas/account';
import { fr } from '#shared/i18n/fr';

const t = fr.account;
const COPIED_FOR_MS = 2000;

export type AgencyInfo = {
  name: string;
  joinCode: string;
  createdAt: string;
  memberCount: number;
  isOwner: boolean;
  canEdit: boolean;
  version: number;
};

/** The card while the agency is read: its title already where it stays, and a spinner. */
export function AgencyCardPending() {
  return (
    <Card aria-busy>
      <div className="mb-4 flex min-h-8 items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t.agencyTitle}</h2>
      </div>
      <Spinner label={fr.common.loading} />
    </Card>
  );
}

export function AgencyCard({ agency }: { agency: AgencyInfo }) {
  const [isEditing, setEditing] = useState(false);
  return (
    <Card>
      {/* On a phone the button goes under the title rather than breaking it over two lines. */}
      <div className="mb-4 flex min-h-8 flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t.agencyTitle}</h2>
        {agency.canEdit && !isEditing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden className="h-4 w-4" />
            {t.edit}
          </Button>
        )}
      </div>
      {isEditing ? (
        <RenameForm agency={agency} onDone={() => setEditing(false)} />
      ) : (
        <p className="text-xl font-bold">{agency.name}</p>
      )}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{t.memberCount}</dt>
          <dd className="font-semibold">{agency.memberCount}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t.createdAt}</dt>
          <dd className="font-semibold">{formatLongDate(agency.createdAt)}</dd>
        </div>
      </dl>
      <JoinCode code={agency.joinCode} canRenew={agency.isOwner} />
    </Card>
  );
}

const toValues = (agency: Pick<AgencyInfo, 'name'>) => ({ name: agency.name });

/** The agency's name, based on the version shown when 'Modifier' was clicked (issue 28). */
function RenameForm({ agency, onDone }: { agency: AgencyInfo; onDone: () => void }) {
  const rename = useRenameAgency();
  const queryClient = useQueryClient();
  const { conflict, state } = useEditConflict({
    initialVersion: agency.version,
    fetchTheirs: async () =>
      (await queryClient.fetchQuery({ ...accountQuery, staleTime: 0 })).agency ?? undefined,
    toValues,
  });
  const form = useForm<
    z.input<typeof agencyNameSchema>,
    unknown,
    z.output<typeof agencyNameSchema>
  >({
    resolver: zodResolver(agencyNameSchema),
    defaultValues: toValues(agency),
  });
  const onSubmit = createServerSubmit(form, {
    save: (values, version) => rename.mutateAsync({ ...values, version: version ?? 0 }),
    onSaved: () => {
      toast.success(fr.success.infoUpdated);
      onDone();
    },
    conflict,
    failureMessage: updateFailureMessage,
  });
  return (
    <>
      {state && <ConflictAlert kind="agency" state={state} />}
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-2">
        <div className="min-w-56 flex-1">
          <Field label={t.agencyName} error={form.formState.errors.name?.message}>
            <Input autoFocus {...form.register('name')} />
          </Field>
        </div>
        <Button type="submit" isLoading={rename.isPending}>
          {t.save}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t.cancel}
        </Button>
      </form>
    </>
  );
}

function JoinCode({ code, canRenew }: { code: string; canRenew: boolean }) {
  const [isCopied, setCopied] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const renew = useRenewCode();
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    await navigator.clipboard.writeText(code);
    setCopied(true);
  };
  return (
    <div className="mt-4 space-y-2">
      <p className="text-sm text-muted" id="join-code-label">
        {t.agencyCode}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          aria-labelledby="join-code-label"
          data-testid="join-code"
          className="rounded-md border border-border bg-surface-muted px-3 py-2 font-mono text-sm break-all"
        >
          {code}
        </code>
        <Button variant="secondary" size="sm" onClick={copy} aria-label={t.copyCode}>
          {isCopied ? (
            <Check aria-hidden className="h-4 w-4" />
          ) : (
            <Copy aria-hidden className="h-4 w-4" />
          )}
          <span aria-live="polite">{isCopied ? fr.common.copied : fr.common.copy}</span>
        </Button>
        {canRenew && (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            <RefreshCw aria-hidden className="h-4 w-4" />
            {t.renewCode}
          </Button>
        )}
      </div>
      <p className="text-xs text-muted">{t.agencyCodeHint}</p>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={t.renewCodeTitle}
        confirmLabel={t.renewCode}
        tone="primary"
        isPending={renew.isPending}
        onConfirm={() =>
          renew.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t.codeRenewed);
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      >
        {t.renewCodeConfirm}
      </ConfirmDialog>
    </div>
  );
}
