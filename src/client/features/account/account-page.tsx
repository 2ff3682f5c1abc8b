import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSettledThenShown } from '#client/lib/use-settled-once';
import { hasAgency, useSession } from '#client/app/session';
import { ThemeToggle } from '#client/app/layout/theme-toggle';
import { ClearDemoCard } from '#client/components/demo/clear-demo-card';
import { Card } from '#client/components/ui/card';
import { ErrorAlert } from '#client/components/ui/alert';
import { PageHeader } from '#client/components/ui/page-header';
import { Spinner } from '#client/components/ui/spinner';
import { useTheme } from '#client/lib/theme';
import { queryClient } from '#client/lib/query-client';
import { accountQuery } from '#client/features/account/api';
import { ActivityJournalCard } from '#client/features/account/activity-journal-card';
import { AgencyCard, AgencyCardPending } from '#client/features/account/agency-card';
import { ApiTokensCard } from '#client/features/account/api-tokens-card';
import { DeleteAccountCard } from '#client/features/account/delete-account-card';
import { JoinAgencyCard } from '#client/features/account/join-agency-card';
import {
  PersonalInfoCard,
  PersonalInfoCardPending,
} from '#client/features/account/personal-info-card';
import { PlatformAccessCard } from '#client/features/account/platform-access-card';
import { TeamCard } from '#client/features/account/team-card';
import { TrashCard } from '#client/features/account/trash-card';
import { CalendarFeedCard } from '#client/components/calendar-feed/calendar-feed-card';
import { fr } from '#shared/i18n/fr';

// Issue 32: the webhooks feature's card, for admins only, in a chunk of its own.
const WebhooksCard = lazy(() =>
  import('#client/features/webhooks/webhooks-card').then((m) => ({ default: m.WebhooksCard })),
);

// Issue 33: the member's notification preferences, in a chunk of their own.
const NotificationSettingsCard = lazy(
  () => import('#client/features/notifications/notification-settings-card'),
);

const t = fr.account;

/** What the page shows first: the agency's card, which the cards below wait for (app/route-data.ts). */
export const firstData = () => queryClient.prefetchQuery(accountQuery);

export function AccountPage() {
  const user = useSession().data!.user!;
  const account = useQuery(accountQuery);
  const agency = account.data?.agency;
  // The cards below the agency's wait for it, so they are not pushed down when it arrives, and
  // come in a transition after it: drawn in slices, not in the task that draws it.
  const isBelowShown = useSettledThenShown(!account.isPending);
  const shownAgency = isBelowShown ? agency : undefined;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <PersonalInfoCard user={user} profileVersion={account.data?.profileVersion} />
      {account.isPending &&
        (hasAgency(user) ? <AgencyCardPending /> : <Spinner label={fr.common.loading} />)}
      {account.isError && <ErrorAlert>{fr.errors.agencyFetchFailed}</ErrorAlert>}
      {account.isSuccess && (agency ? <AgencyCard agency={agency} /> : <JoinAgencyCard />)}
      {shownAgency?.isOwner && <TeamCard />}
      {shownAgency?.isOwner && <PlatformAccessCard />}
      {shownAgency && <CalendarFeedCard />}
      {shownAgency && <TrashCard canPurge={user.userRole === 'admin'} />}
      {shownAgency && <ApiTokensCard isDemo={user.isDemo} />}
      {shownAgency?.canEdit && <ActivityJournalCard />}
      {shownAgency && user.userRole === 'admin' && (
        <Suspense fallback={<Spinner label={fr.common.loading} />}>
          <WebhooksCard />
        </Suspense>
      )}
      {shownAgency && (
        <Suspense fallback={<Spinner label={fr.common.loading} />}>
          <NotificationSettingsCard />
        </Suspense>
      )}
      {shownAgency && <ClearDemoCard />}
      {isBelowShown && <ThemeCard />}
      {isBelowShown && <DeleteAccountCard />}
    </div>
  );
}

function ThemeCard() {
  const { theme } = useTheme();
  return (
    <Card className="flex items-center justify-between gap-4">
      <div>
        <h2 className="text-lg font-semibold">{t.themeTitle}</h2>
        <p className="text-sm text-muted">{theme === 'dark' ? t.themeDark : t.themeLight}</p>
      </div>
      <ThemeToggle className="border border-border" />
    </Card>
  );
}

/**
 * What index.html shows of the page before the app's code has arrived (app/boot-frames.tsx):
 * its header and its first two cards' titles, where the page draws them while it reads them.
 */
export function AccountFrame() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <PersonalInfoCardPending />
      <AgencyCardPending />
    </div>
  );
}
