import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigation } from 'react-router';
import { AppShellSkeleton } from '#client/app/layout/app-shell-skeleton';
import { getReturnPath, toLoginState } from '#client/app/return-path';
import { useSession, useSessionEndListener } from '#client/app/session';
import { firstOpenSection, permissionOfSegment } from '#client/app/sections';
import { ErrorAlert } from '#client/components/ui/alert';
import { errorMessage } from '#client/lib/api';
import { canOpenSection } from '#shared/domain/permissions';
import { fr } from '#shared/i18n/fr';

/**
 * Nothing shows until the session is known (spec §4), then signed-out people go to /login,
 * which brings them back here once signed in. A session that ends while the app is open (the
 * user was here, now is nobody) is said so on /login.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  // The app's page being opened when the session ends (its loader's request may be the one
  // refused, before the navigation lands): where signing in again leads. Not /login, where the
  // guard's own redirect is on its way.
  const pending = useNavigation().location;
  const opening = pending?.pathname.startsWith('/app/') ? pending : location;
  useSessionEndListener();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  const user = session.data?.user;
  if (user && !wasSignedIn) setWasSignedIn(true);
  if (session.isPending) return <AppShellSkeleton />;
  if (session.isError) return <FullPageError error={session.error} />;
  if (!user) return <Navigate to="/login" replace state={toLoginState(opening, wasSignedIn)} />;

  const segment = location.pathname.split('/')[2];
  const permission = permissionOfSegment(segment);
  if (permission && !canOpenSection(user.permissions, permission)) {
    return <Navigate to={`/app/${firstOpenSection(user.permissions)}`} replace />;
  }
  return children;
}

export function RequireSuperAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <FullPageLoading />;
  if (session.isError) return <FullPageError error={session.error} />;
  const user = session.data.user;
  if (!user) return <Navigate to="/login" replace state={toLoginState(location, false)} />;
  if (!user.isSuperAdmin) return <Navigate to="/app" replace />;
  return children;
}

/**
 * /login for someone already signed in leads straight to the app. Also the moment signing in
 * succeeds: the same place as the sign-in form's own navigation, or the two would race.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const { state } = useLocation();
  if (session.isPending) return <FullPageLoading />;
  if (session.data?.user) {
    return <Navigate to={getReturnPath(state, window.location.origin)} replace />;
  }
  return children;
}

export function FullPageLoading() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center text-muted">
      {fr.app.loading}
    </div>
  );
}

function FullPageError({ error }: { error: unknown }) {
  return (
    <div className="mx-auto mt-24 max-w-md p-4">
      <ErrorAlert>{errorMessage(error)}</ErrorAlert>
    </div>
  );
}
