import { useId, useState, type FormEvent } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { toast } from '#client/lib/toast';
import { Send, X } from 'lucide-react';
import { ErrorAlert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { CopyableValue } from '#client/components/ui/copyable-value';
import { Dialog } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api';
import { formatDateTime, formatLongDate } from '#shared/domain/dates';
import { linksText } from '#shared/i18n/fr-links';
import { fr } from '#shared/i18n/fr';
import type { CreatedLink, PrivateLinkItem } from '#shared/schemas/private-links';

const t = linksText.dialog;
const statusTones = { live: 'success', expired: 'neutral', revoked: 'warning' } as const;

/** What the list shows of a link: its state, never its token. */
export type PrivateLinkRow = Pick<
  PrivateLinkItem,
  'id' | 'status' | 'createdAt' | 'expiresAt' | 'lastUsedAt' | 'showBudget'
>;

/**
 * A choice made with each new link, off by default: the report's 'Afficher le budget'. The
 * caller keeps it and sends it with the address; the list names the links made with it.
 */
export type PrivateLinkOption = {
  label: string;
  hint: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  /** Said of a link of the list made with it (« budget affiché »). */
  linkNote: string;
};

export type PrivateLinkDialogProps = {
  title: string;
  description: string;
  /** The texts that name whom the link is for. */
  texts: { email: string; url: string; noLink: string };
  /** The links of this one record (a deal's line, a deal's brand, a casting), newest first. */
  links: Pick<UseQueryResult<PrivateLinkRow[]>, 'data' | 'error' | 'isSuccess'>;
  /** Takes the address to mail the link to, or '' for none. */
  create: Pick<
    UseMutationResult<CreatedLink, Error, string>,
    'mutate' | 'data' | 'error' | 'isPending' | 'variables'
  >;
  /** Takes the link's id. */
  revoke: Pick<UseMutationResult<unknown, Error, string>, 'mutate' | 'isPending' | 'variables'>;
  option?: PrivateLinkOption;
  onClose: () => void;
};

/**
 * Every private link's dialog, for the agency (decisions 0050, 0053): a new link, mailed when
 * an address is given, its URL shown this once with a copy button; then the record's links
 * with their state and 'Désactiver'. Each caller loads it with its dialog (lazyDialog).
 */
export function PrivateLinkDialog({
  title,
  description,
  texts,
  links,
  create,
  revoke,
  option,
  onClose,
}: PrivateLinkDialogProps) {
  const [email, setEmail] = useState('');
  const created = create.data;
  const fieldError = create.error instanceof ApiError ? create.error.fields?.email : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const to = email.trim();
    create.mutate(to, {
      onSuccess: (link) => {
        toast.success(link.isMailed ? t.mailedTo(to) : t.created);
        setEmail('');
      },
    });
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      description={description}
      size="lg"
    >
      <div className="space-y-6">
        <form onSubmit={handleSubmit} className="space-y-3" noValidate>
          <Field label={texts.email} hint={t.emailHint} error={fieldError}>
            <Input
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          {option && <OptionCheckbox option={option} />}
          {create.error && !fieldError && <ErrorAlert>{errorMessage(create.error)}</ErrorAlert>}
          <Button type="submit" isLoading={create.isPending}>
            <Send aria-hidden className="h-4 w-4" />
            {created ? t.renew : t.create}
          </Button>
        </form>
        {created && (
          <CreatedLinkUrl
            key={created.id}
            label={texts.url}
            url={created.url}
            mailedTo={created.isMailed ? create.variables : undefined}
          />
        )}
        <PrivateLinkList
          heading={t.links}
          emptyText={texts.noLink}
          links={links}
          revoke={revoke}
          optionNote={option?.linkNote}
        />
      </div>
    </Dialog>
  );
}

/** The URL, shown this once: the server keeps only its token's hash. */
function CreatedLinkUrl({
  label,
  url,
  mailedTo,
}: {
  label: string;
  url: string;
  mailedTo?: string;
}) {
  return (
    <section aria-label={label} className="space-y-2 rounded-lg border border-border p-3">
      {mailedTo && <p className="text-sm">{t.mailedTo(mailedTo)}</p>}
      <p className="text-sm font-medium">{t.shownOnce}</p>
      <CopyableValue
        value={url}
        testId="private-link-url"
        copyLabel={t.copy}
        copiedLabel={fr.common.copied}
        copiedToast={t.copied}
      />
    </section>
  );
}

function OptionCheckbox({ option }: { option: PrivateLinkOption }) {
  const hintId = useId();
  return (
    <div className="space-y-1">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="h-4 w-4 accent-primary"
          checked={option.isChecked}
          aria-describedby={hintId}
          onChange={(event) => option.onChange(event.target.checked)}
        />
        {option.label}
      </label>
      <p id={hintId} className="text-xs text-muted">
        {option.hint}
      </p>
    </div>
  );
}

function PrivateLinkList({
  heading,
  emptyText,
  links,
  revoke,
  optionNote,
}: Pick<PrivateLinkDialogProps, 'links' | 'revoke'> & {
  heading: string;
  emptyText: string;
  optionNote?: string;
}) {
  const headingId = useId();
  const items = links.data ?? [];
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {heading}
      </h3>
      {links.error && <ErrorAlert>{errorMessage(links.error)}</ErrorAlert>}
      {links.isSuccess && items.length === 0 && <p className="text-sm text-muted">{emptyText}</p>}
      <ul className="space-y-2">
        {items.map((link) => (
          <LinkRow
            key={link.id}
            link={link}
            note={link.showBudget ? optionNote : undefined}
            isRevoking={revoke.isPending && revoke.variables === link.id}
            onRevoke={() =>
              revoke.mutate(link.id, {
                onSuccess: () => toast.success(t.revoked),
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
          />
        ))}
      </ul>
    </section>
  );
}

function LinkRow({
  link,
  note,
  isRevoking,
  onRevoke,
}: {
  link: PrivateLinkRow;
  note?: string;
  isRevoking: boolean;
  onRevoke: () => void;
}) {
  const createdOn = formatDateTime(link.createdAt);
  const facts = [
    t.createdOn(createdOn),
    t.expiresOn(formatLongDate(link.expiresAt)),
    link.lastUsedAt ? t.lastUsedOn(formatDateTime(link.lastUsedAt)) : null,
    note,
  ].filter(Boolean);
  return (
    <li
      data-testid="private-link"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3 text-sm"
    >
      <div className="min-w-0 space-y-1">
        <Badge tone={statusTones[link.status]}>{linksText.statuses[link.status]}</Badge>
        <p className="text-muted">{facts.join(', ')}</p>
      </div>
      {link.status === 'live' && (
        <Button
          variant="ghost"
          size="sm"
          className="text-danger"
          aria-label={t.revokeAria(createdOn)}
          isLoading={isRevoking}
          onClick={onRevoke}
        >
          <X aria-hidden className="h-4 w-4" />
          {t.revoke}
        </Button>
      )}
    </li>
  );
}
