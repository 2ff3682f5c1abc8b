import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '#client/app/session';
import { firstOpenSection, permissionOfSegment } from '#client/app/sections';
import { ErrorAlert } from '#client/components/ui/alert';
import { errorMessage } from '#client/lib/api';
import { canOpenSection } from '#shared/domain/permissions';
import { fr } from '#shared/i18n/fr';

/** Nothing shows until the session is known (spec §4), then signed-out people go to /login. */
export function RequireUser({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <FullPageLoading />;
  if (session.isError) return <FullPageError error={session.error} />;
  const user = session.data.user;
  if (!user) return <Navigate to="/login" replace />;

  const segment = location.pathname.split('/')[2];
  const permission = permissionOfSegment(segment);
  if (permission && !canOpenSection(user.permissions, permission)) {
    return <Navigate to={`/app/${firstOpenSection(user.permissions)}`} replace />;
  }
  return children;
}

export function RequireSuperAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return <FullPageLoading />;
  if (session.isError) return <FullPageError error={session.error} />;
  const user = session.data.user;
  if (!user) return <Navigate to="/login" replace />;
  if (!user.isSuperAdmin) return <Navigate to="/app" replace />;
  return children;
}

/** /login for someone already signed in leads straight to the app. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return <FullPageLoading />;
  if (session.data?.user) return <Navigate to="/app/collaborations" replace />;
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
