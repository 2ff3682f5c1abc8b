import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, RefreshCw, X } from 'lucide-react';
import { toast } from '#client/lib/toast';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import {
  calendarLinkQuery,
  useCreateCalendarLink,
  useRevokeCalendarLink,
} from '#client/components/calendar-feed/calendar-feed-api';
import { CalendarFeedUrl } from '#client/components/calendar-feed/calendar-feed-url';
import { formatDateTime, formatLongDate } from '#shared/domain/dates';
import { calendarFeedText } from '#shared/i18n/fr-calendar-feed';
import { fr } from '#shared/i18n/fr';
import type { CalendarLink } from '#shared/schemas/calendar-feed';

const t = calendarFeedText.card;

/**
 * Compte's 'Calendrier' (issue 32, decision 0068): the member's private iCalendar link. Its
 * address is shown once, when made; 'Remplacer le lien' makes a new one, 'Désactiver' ends it.
 */
export function CalendarFeedCard() {
  const titleId = useId();
  const state = useQuery(calendarLinkQuery);
  const create = useCreateCalendarLink();
  const revoke = useRevokeCalendarLink();
  const [asking, setAsking] = useState<'replace' | 'revoke' | null>(null);
  const link = state.data?.link ?? null;
  // The address of the link just made, while it is still the member's link.
  const shownUrl = create.data && create.data.id === link?.id ? create.data.url : null;

  const handleCreate = (done: string) =>
    create.mutate(undefined, {
      onSuccess: () => {
        setAsking(null);
        toast.success(done);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  const handleRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setAsking(null);
        create.reset();
        toast.success(t.revoked);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <Card aria-labelledby={titleId} role="region">
      <h2 id={titleId} className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="mb-4 text-sm text-muted">{t.intro}</p>
      {state.isPending && <Spinner label={fr.common.loading} />}
      {state.isError && (
        <RetryAlert title={t.loadFailed} error={state.error} onRetry={() => void state.refetch()} />
      )}
      {state.isSuccess && (
        <div className="space-y-4">
          {link?.status === 'live' ? (
            <LiveLink
              link={link}
              onReplace={() => setAsking('replace')}
              onRevoke={() => setAsking('revoke')}
            />
          ) : (
            <div className="space-y-3">
              <p className="text-sm">{link ? t.expired : t.none}</p>
              <Button isLoading={create.isPending} onClick={() => handleCreate(t.created)}>
                <CalendarDays aria-hidden className="h-4 w-4" />
                {t.create}
              </Button>
            </div>
          )}
          {shownUrl && <CalendarFeedUrl key={shownUrl} url={shownUrl} />}
          <p className="text-xs text-muted">{t.privacy}</p>
        </div>
      )}
      <ConfirmDialog
        isOpen={asking === 'replace'}
        onOpenChange={(isOpen) => !isOpen && setAsking(null)}
        title={t.replaceTitle}
        confirmLabel={t.replace}
        tone="primary"
        isPending={create.isPending}
        onConfirm={() => handleCreate(t.replaced)}
      >
        {t.replaceConfirm}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={asking === 'revoke'}
        onOpenChange={(isOpen) => !isOpen && setAsking(null)}
        title={t.revokeTitle}
        confirmLabel={t.revoke}
        isPending={revoke.isPending}
        onConfirm={handleRevoke}
      >
        {t.revokeConfirm}
      </ConfirmDialog>
    </Card>
  );
}

function LiveLink({
  link,
  onReplace,
  onRevoke,
}: {
  link: CalendarLink;
  onReplace: () => void;
  onRevoke: () => void;
}) {
  const facts = [
    t.facts.createdOn(formatDateTime(link.createdAt)),
    link.lastUsedAt ? t.facts.lastUsedOn(formatDateTime(link.lastUsedAt)) : t.facts.neverUsed,
    t.facts.expiresOn(formatLongDate(link.expiresAt)),
  ];
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0 space-y-1">
        <Badge tone="success">{t.live}</Badge>
        <p className="text-sm text-muted" data-testid="calendar-link-facts">
          {facts.join(', ')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onReplace}>
          <RefreshCw aria-hidden className="h-4 w-4" />
          {t.replace}
        </Button>
        <Button variant="ghost" size="sm" className="text-danger" onClick={onRevoke}>
          <X aria-hidden className="h-4 w-4" />
          {t.revoke}
        </Button>
      </div>
    </div>
  );
}
