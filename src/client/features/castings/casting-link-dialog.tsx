import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Check, Copy, Send, X } from 'lucide-react';
import { ErrorAlert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api';
import {
  castingLinksQuery,
  useCreateCastingLink,
  useRevokeCastingLink,
  type CastingLinkItem,
} from '#client/features/castings/casting-links-api';
import { formatDateTime, formatLongDate } from '#shared/domain/dates';
import { castingLinksText as t } from '#shared/i18n/fr-castings-links';
import { linksText } from '#shared/i18n/fr-links';
import { fr } from '#shared/i18n/fr';

const statusTones = { live: 'success', expired: 'neutral', revoked: 'warning' } as const;

/**
 * 'Envoyer la sélection au client' (decision 0053): a new link, mailed when an address is
 * given, its URL shown this once with a copy button; then the casting's links with their state
 * and 'Désactiver'. Loaded the first time it opens (lazyDialog).
 */
export function CastingLinkDialog({
  casting,
  onClose,
}: {
  casting: { id: string; name: string };
  onClose: () => void;
}) {
  const [email, setEmail] = useState('');
  const create = useCreateCastingLink(casting.id);
  const created = create.data;
  const fieldError = create.error instanceof ApiError ? create.error.fields?.email : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(email.trim(), {
      onSuccess: (link) => {
        toast.success(link.isMailed ? t.mailedTo(email.trim()) : t.created);
        setEmail('');
      },
    });
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t.dialogTitle}
      description={`${casting.name} — ${t.dialogDescription}`}
      size="lg"
    >
      <div className="space-y-6">
        <form onSubmit={handleSubmit} className="space-y-3" noValidate>
          <Field label={t.email} hint={t.emailHint} error={fieldError}>
            <Input
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          {create.error && !fieldError && <ErrorAlert>{errorMessage(create.error)}</ErrorAlert>}
          <Button type="submit" isLoading={create.isPending}>
            <Send aria-hidden className="h-4 w-4" />
            {created ? t.renew : t.create}
          </Button>
        </form>
        {created && <CreatedLinkUrl url={created.url} />}
        <CastingLinks castingId={casting.id} />
      </div>
    </Dialog>
  );
}

/** The URL, shown this once: the server keeps only its token's hash. */
function CreatedLinkUrl({ url }: { url: string }) {
  const [isCopied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
    toast.success(t.copied);
  };
  return (
    <section aria-label={t.url} className="space-y-2 rounded-lg border border-border p-3">
      <p className="text-sm font-medium">{t.shownOnce}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          data-testid="casting-link-url"
          className="min-w-0 flex-1 rounded-md border border-border bg-surface-muted px-3 py-2 font-mono text-xs break-all"
        >
          {url}
        </code>
        <Button variant="secondary" size="sm" onClick={copy}>
          {isCopied ? (
            <Check aria-hidden className="h-4 w-4" />
          ) : (
            <Copy aria-hidden className="h-4 w-4" />
          )}
          <span aria-live="polite">{isCopied ? fr.common.copied : t.copy}</span>
        </Button>
      </div>
    </section>
  );
}

function CastingLinks({ castingId }: { castingId: string }) {
  const links = useQuery(castingLinksQuery(castingId));
  const revoke = useRevokeCastingLink(castingId);
  const items = links.data?.items ?? [];
  return (
    <section aria-labelledby="casting-links-heading" className="space-y-2">
      <h3 id="casting-links-heading" className="text-sm font-semibold">
        {t.links}
      </h3>
      {links.error && <ErrorAlert>{errorMessage(links.error)}</ErrorAlert>}
      {links.isSuccess && items.length === 0 && <p className="text-sm text-muted">{t.noLink}</p>}
      <ul className="space-y-2">
        {items.map((link) => (
          <LinkRow
            key={link.id}
            link={link}
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
  isRevoking,
  onRevoke,
}: {
  link: CastingLinkItem;
  isRevoking: boolean;
  onRevoke: () => void;
}) {
  const createdOn = formatDateTime(link.createdAt);
  const facts = [
    t.createdOn(createdOn),
    t.expiresOn(formatLongDate(link.expiresAt)),
    link.lastUsedAt ? t.lastUsedOn(formatDateTime(link.lastUsedAt)) : null,
  ].filter(Boolean);
  return (
    <li
      data-testid="casting-link"
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
