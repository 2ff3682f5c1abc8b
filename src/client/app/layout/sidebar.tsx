import { NavLink, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Inbox, LogOut, ShieldCheck } from 'lucide-react';
import type { CurrentUser } from '#client/app/session';
import { sectionsOf } from '#client/app/sections';
import { ThemeToggle } from '#client/app/layout/theme-toggle';
import { api, unwrap } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { fr } from '#shared/i18n/fr';
import { useAfterFirstPaint } from '#client/lib/use-after-first-paint';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-surface-muted',
  );

export function Sidebar({ user, onNavigate }: { user: CurrentUser; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => unwrap(api.auth['sign-out'].$post()),
    onSettled: () => {
      queryClient.clear();
      navigate('/login', { replace: true });
    },
  });

  return (
    <div className="flex h-full flex-col">
      <div className="px-4 py-5">
        {/* Not a <p>: axe's p-as-heading takes a short bold paragraph above a name of 18+
            characters ('Agence de démonstration') for a heading in disguise. */}
        <div className="text-lg font-bold tracking-tight">{fr.app.name}</div>
        {user.agency && <p className="truncate text-sm text-muted">{user.agency.name}</p>}
      </div>
      <nav aria-label={fr.shell.navigation} className="flex-1 space-y-1 overflow-y-auto px-3">
        {sectionsOf(user).map((section) => (
          <div key={section.path} className="space-y-1">
            <NavLink to={`/app/${section.path}`} className={linkClass} onClick={onNavigate}>
              <section.icon aria-hidden className="h-4 w-4" />
              {section.label}
            </NavLink>
            {section.path === 'collaborations' && <ApprovalsLink onNavigate={onNavigate} />}
          </div>
        ))}
        {user.isSuperAdmin && (
          <NavLink to="/superadmin" className={linkClass} onClick={onNavigate}>
            <ShieldCheck aria-hidden className="h-4 w-4" />
            {fr.shell.superAdmin}
          </NavLink>
        )}
      </nav>
      <div className="space-y-2 border-t border-border p-3">
        <p className="truncate px-1 text-sm">
          {user.firstName} {user.lastName}
          <span className="block truncate text-xs text-muted">{user.email}</span>
        </p>
        <div className="flex items-center justify-between">
          <button
            type="button"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
            className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-surface-muted"
          >
            <LogOut aria-hidden className="h-4 w-4" />
            {fr.auth.signOut}
          </button>
          <ThemeToggle />
        </div>
      </div>
    </div>
  );
}

/**
 * 'À valider' under Collaborations (issue 29): what waits for the agency, with its count, kept
 * fresh by the live updates (a deal's change refreshes ['collaborations', 'to-validate']).
 */
function ApprovalsLink({ onNavigate }: { onNavigate?: () => void }) {
  // Asked for once the screen has painted: on a phone, not before its largest paint.
  const isPainted = useAfterFirstPaint();
  const { data } = useQuery({
    queryKey: ['collaborations', 'to-validate', 'count'],
    queryFn: () => unwrap<{ count: number }>(fetch('/api/collaborations/to-validate/count')),
    staleTime: 30_000,
    enabled: isPainted,
  });
  const count = data?.count ?? 0;
  return (
    <NavLink to="/app/approvals" className={linkClass} onClick={onNavigate}>
      <Inbox aria-hidden className="ml-4 h-4 w-4" />
      {fr.sections.approvals}
      {count > 0 && (
        <span className="ml-auto rounded-full bg-warning/15 px-2 text-xs font-semibold text-foreground">
          {count}
        </span>
      )}
    </NavLink>
  );
}
