import { createBrowserRouter, Navigate } from 'react-router';
import { AppShell } from '#client/app/layout/app-shell';
import { RedirectIfSignedIn, RequireSuperAdmin, RequireUser } from '#client/app/guards';
import { SectionPlaceholder } from '#client/app/section-page';
import { SECTIONS } from '#client/app/sections';
import { LandingPage } from '#client/features/landing/landing-page';
import { fr } from '#shared/i18n/fr';

// Screens of each section; a section without one yet shows its title only.
const screens: Record<string, React.ReactNode> = {};

export const router = createBrowserRouter([
  { path: '/', element: <LandingPage /> },
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
  {
    path: '/app',
    element: (
      <RequireUser>
        <AppShell />
      </RequireUser>
    ),
    children: [
      { index: true, element: <Navigate to="/app/collaborations" replace /> },
      ...SECTIONS.map((section) => ({
        path: section.path,
        element: screens[section.path] ?? <SectionPlaceholder title={section.label} />,
      })),
      { path: 'campaigns', element: screens.campaigns ?? <SectionPlaceholder title={fr.sections.campaigns} /> },
      { path: '*', element: <Navigate to="/app/collaborations" replace /> },
    ],
  },
  {
    path: '/superadmin/*',
    element: (
      <RequireSuperAdmin>
        <SectionPlaceholder title={fr.shell.superAdmin} />
      </RequireSuperAdmin>
    ),
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);
