import { useLayoutEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { AppShell } from '#client/app/layout/app-shell';
import { AppShellSkeleton } from '#client/app/layout/app-shell-skeleton';
import { RedirectIfSignedIn, RequireSuperAdmin, RequireUser } from '#client/app/guards';
import { markOpened, untilRouterMounted } from '#client/app/opening';
import { appLoader, routeLoader } from '#client/app/route-data';
import { SectionPlaceholder } from '#client/app/section-page';
import { SECTIONS } from '#client/app/sections';
import { Spinner } from '#client/components/ui/spinner';
import { fr } from '#shared/i18n/fr';

type LazyScreen = () => Promise<{ Component: React.ComponentType }>;

// Each section's screen is its own chunk, loaded when first opened.
// A section without a screen yet shows its title only.
const screens: Record<string, LazyScreen> = {
  clients: () =>
    import('#client/features/clients/clients-page').then((m) => ({ Component: m.ClientsPage })),
  influencers: () =>
    import('#client/features/influencers/influencers-page').then((m) => ({
      Component: m.InfluencersPage,
    })),
  collaborations: () =>
    import('#client/features/collaborations/collaborations-page').then((m) => ({
      Component: m.CollaborationsPage,
    })),
  campaigns: () =>
    import('#client/features/collaborations/campaigns-page').then((m) => ({
      Component: m.CampaignsPage,
    })),
  approvals: () =>
    import('#client/features/collaborations/contents/waiting-page').then((m) => ({
      Component: m.WaitingPage,
    })),
  todo: () =>
    import('#client/features/tasks/tasks-page').then((m) => ({
      Component: m.TasksPage,
    })),
  casting: () =>
    import('#client/features/castings/castings-page').then((m) => ({
      Component: m.CastingsPage,
    })),
  accounting: () =>
    import('#client/features/payments/payments-page').then((m) => ({
      Component: m.PaymentsPage,
    })),
  resources: () =>
    import('#client/features/resources/resources-page').then((m) => ({
      Component: m.ResourcesPage,
    })),
  assistant: () =>
    import('#client/features/assistant/assistant-page').then((m) => ({
      Component: m.AssistantPage,
    })),
  account: () =>
    import('#client/features/account/account-page').then((m) => ({
      Component: m.AccountPage,
    })),
};

const sectionRoute = (path: string, title: string) =>
  screens[path]
    ? { path, lazy: screens[path], loader: routeLoader(path) }
    : { path, element: <SectionPlaceholder title={title} /> };

// The first screen's lazy code loads before anything renders: one root route whose
// HydrateFallback shows meanwhile (react-router warns on every load without one). In the app,
// that is the app's frame, as index.html already shows it (issue 18: nothing moves). On /login,
// index.html's frame of the sign-in screen (#boot-login, outside the app's root, which the
// first render empties) stays on screen until the screen takes its place, in the same commit.
function BootFallback() {
  useLayoutEffect(() => () => document.getElementById('boot-login')?.remove(), []);
  if (/^\/app(\/|$)/.test(window.location.pathname)) return <AppShellSkeleton />;
  if (document.documentElement.dataset.boot === 'login') {
    return (
      <p role="status" className="sr-only">
        {fr.common.loading}
      </p>
    );
  }
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label={fr.common.loading} />
    </div>
  );
}

const routes = [
  // Loaded on demand: the app's pages do not carry the landing page and its texts.
  {
    path: '/',
    lazy: () =>
      import('#client/features/landing/landing-page').then((m) => ({ Component: m.LandingPage })),
  },
  {
    path: '/login',
    // Loaded on demand: the landing page does not carry the forms' code.
    lazy: async () => {
      const { LoginPage } = await import('#client/features/auth/login-page');
      return {
        Component: () => (
          <RedirectIfSignedIn>
            <LoginPage />
          </RedirectIfSignedIn>
        ),
      };
    },
  },
  // The pages a mailed link opens (issue 10), signed in or not.
  {
    path: '/verify-email',
    lazy: () =>
      import('#client/features/auth/verify-email-page').then((m) => ({
        Component: m.VerifyEmailPage,
      })),
  },
  {
    path: '/confirm-sign-up',
    lazy: () =>
      import('#client/features/auth/confirm-sign-up-page').then((m) => ({
        Component: m.ConfirmSignUpPage,
      })),
  },
  {
    path: '/unlock-device',
    lazy: () =>
      import('#client/features/auth/unlock-device-page').then((m) => ({
        Component: m.UnlockDevicePage,
      })),
  },
  {
    path: '/reset-password',
    lazy: () =>
      import('#client/features/auth/reset-password-page').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  {
    path: '/app',
    loader: appLoader,
    element: (
      <RequireUser>
        <AppShell />
      </RequireUser>
    ),
    children: [
      { index: true, element: <Navigate to="/app/collaborations" replace /> },
      ...SECTIONS.map((section) => sectionRoute(section.path, section.label)),
      sectionRoute('campaigns', fr.sections.campaigns),
      // Issue 30: 'Performances' across campaigns, a chunk of its own (decision 0058).
      {
        path: 'campaigns/performances',
        lazy: () =>
          import('#client/features/performances/performances-page').then((m) => ({
            Component: m.PerformancesPage,
          })),
      },
      // Issue 31: the deals to bring into line, with the 'Conformité' tab's code.
      {
        path: 'campaigns/compliance',
        lazy: () =>
          import('#client/features/collaborations/compliance/compliance-page').then((m) => ({
            Component: m.CompliancePage,
          })),
      },
      sectionRoute('approvals', fr.sections.approvals),
      { path: '*', element: <Navigate to="/app/collaborations" replace /> },
    ],
  },
  // The platform owner's pages (issue 17): the guard first, then their own frame and code.
  {
    path: '/superadmin',
    element: (
      <RequireSuperAdmin>
        <Outlet />
      </RequireSuperAdmin>
    ),
    children: [
      {
        lazy: () =>
          import('#client/features/superadmin/superadmin-layout').then((m) => ({
            Component: m.SuperAdminLayout,
          })),
        children: [
          {
            index: true,
            lazy: () =>
              import('#client/features/superadmin/superadmin-page').then((m) => ({
                Component: m.SuperAdminPage,
              })),
          },
          {
            path: 'agency/:id',
            lazy: () =>
              import('#client/features/superadmin/agency-detail-page').then((m) => ({
                Component: m.AgencyDetailPage,
              })),
          },
          {
            path: ':id',
            lazy: () =>
              import('#client/features/superadmin/agency-detail-page').then((m) => ({
                Component: m.AgencyPathRedirect,
              })),
          },
          { path: '*', element: <Navigate to="/superadmin" replace /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The app's router: it matches the address and starts the first page's loaders at once. */
export function createAppRouter() {
  const router = createBrowserRouter([
    { HydrateFallback: BootFallback, loader: untilRouterMounted, children: routes },
  ]);
  const stopWatching = router.subscribe((state) => {
    if (!state.initialized) return;
    markOpened();
    stopWatching();
  });
  return router;
}
