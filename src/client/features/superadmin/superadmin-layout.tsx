import { Link, Outlet } from 'react-router';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { ThemeToggle } from '#client/app/layout/theme-toggle';
import { superAdminScreen } from '#shared/i18n/fr-superadmin';
import { fr } from '#shared/i18n/fr';

const t = superAdminScreen;

/**
 * The platform owner's frame: outside the app shell, whose sections belong to one agency (and
 * which welcomes an account without one instead of showing its screen).
 */
export function SuperAdminLayout() {
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:m-2 focus:rounded focus:bg-surface focus:p-2"
      >
        {fr.shell.skipToContent}
      </a>
      <header className="sticky top-0 z-30 border-b border-border bg-surface">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <p className="flex items-center gap-2 font-bold">
            <ShieldCheck aria-hidden className="h-5 w-5 text-link" />
            {fr.app.name} · {fr.shell.superAdmin}
          </p>
          <div className="flex items-center gap-2">
            <Link
              to="/app"
              className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-surface-muted"
            >
              <ArrowLeft aria-hidden className="h-4 w-4" />
              {t.backToApp}
            </Link>
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl p-4 sm:p-6 lg:p-8">
        <Outlet />
      </main>
    </div>
  );
}
