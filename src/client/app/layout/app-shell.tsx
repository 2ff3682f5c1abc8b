import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { hasAgency, useSession } from '#client/app/session';
import { NoAgencyWelcome } from '#client/app/layout/no-agency-welcome';
import { Sidebar } from '#client/app/layout/sidebar';
import { VerifyEmailBanner } from '#client/app/layout/verify-email-banner';
import { DemoAgencyBanner } from '#client/app/layout/demo-agency-banner';
import { useAfterFirstPaint } from '#client/lib/use-after-first-paint';
import { fr } from '#shared/i18n/fr';

// Colleagues' changes refresh what this tab shows (decision 0047); loaded after the first paint.
const LiveUpdates = lazy(() => import('#client/lib/live/live-updates'));
// The bell too (issue 33): what every page loads stays within its budget.
const NotificationBell = lazy(() => import('#client/features/notifications/notification-bell'));

/** Sidebar on wide screens; a drawer with hamburger and overlay on small ones. */
export function AppShell() {
  const user = useSession().data!.user!;
  // Before joining an agency, every section but Compte would fail: one welcome screen instead.
  const isAccountPage = useLocation().pathname.split('/')[2] === 'account';
  const isWelcome = !hasAgency(user) && !isAccountPage;
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  // Issue 33: on wide screens in the sidebar's corner, on small ones in the header; its code
  // and its count once the screen has painted.
  const isPainted = useAfterFirstPaint();
  const bell = isPainted && hasAgency(user) && (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );

  return (
    <div className="min-h-screen lg:flex">
      <Suspense fallback={null}>
        <LiveUpdates user={user} />
      </Suspense>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:m-2 focus:rounded focus:bg-surface focus:p-2"
      >
        {fr.shell.skipToContent}
      </a>
      <aside className="hidden w-64 shrink-0 border-r border-border bg-surface lg:fixed lg:inset-y-0 lg:block">
        <div className="absolute top-3 right-2">{bell}</div>
        <Sidebar user={user} />
      </aside>

      <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-border bg-surface px-4 py-3 lg:hidden">
        <button
          type="button"
          aria-label={fr.shell.openMenu}
          aria-expanded={isDrawerOpen}
          aria-controls="mobile-drawer"
          onClick={() => setDrawerOpen(true)}
          className="rounded-md p-2 hover:bg-surface-muted"
        >
          <Menu aria-hidden className="h-5 w-5" />
        </button>
        <span className="font-bold">{fr.app.name}</span>
        <div className="ml-auto">{bell}</div>
      </header>

      {isDrawerOpen && (
        <div
          className="fixed inset-0 z-40 lg:hidden"
          onKeyDown={(e) => e.key === 'Escape' && closeDrawer()}
        >
          <div
            data-testid="drawer-overlay"
            className="absolute inset-0 bg-black/60"
            onClick={closeDrawer}
            aria-hidden
          />
          <div
            id="mobile-drawer"
            role="dialog"
            aria-modal="true"
            aria-label={fr.shell.navigation}
            className="absolute inset-y-0 left-0 w-72 max-w-[85vw] bg-surface shadow-xl"
          >
            <button
              type="button"
              aria-label={fr.shell.closeMenu}
              onClick={closeDrawer}
              autoFocus
              className="absolute top-4 right-3 rounded-md p-1 hover:bg-surface-muted"
            >
              <X aria-hidden className="h-5 w-5" />
            </button>
            <Sidebar user={user} onNavigate={closeDrawer} />
          </div>
        </div>
      )}

      <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:ml-64 lg:p-8">
        {user.isDemo && <DemoAgencyBanner />}
        {!user.isEmailVerified && <VerifyEmailBanner email={user.email} />}
        {isWelcome ? <NoAgencyWelcome /> : <Outlet />}
      </main>
    </div>
  );
}
