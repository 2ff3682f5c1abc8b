import { useCallback } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LogIn } from 'lucide-react';
import { Card } from '#client/components/ui/card';
import { hasSessionEnded } from '#client/app/return-path';
import { ThemeToggle } from '#client/app/layout/theme-toggle';
import { SignInForm } from '#client/features/auth/sign-in-form';
import { SignUpForm } from '#client/features/auth/sign-up-form';
import { fr } from '#shared/i18n/fr';

const t = fr.auth;

/** One screen, two modes; ?mode=signup opens sign-up (the landing's 'Commencer'). */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  // What the guard said: where to return after signing in, and whether a session just ended.
  const { state } = useLocation();
  const isSignUp = params.get('mode') === 'signup';
  const setMode = useCallback(
    (mode: 'signin' | 'signup') =>
      setParams(mode === 'signup' ? { mode } : {}, { replace: true, state }),
    [setParams, state],
  );

  return (
    <div className="flex min-h-screen flex-col">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-5">
        <Link to="/" className="text-xl font-bold tracking-tight" aria-label={t.backHome}>
          {fr.app.name}
        </Link>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 sm:items-center">
        <Card className={isSignUp ? 'w-full max-w-xl' : 'w-full max-w-md'}>
          {hasSessionEnded(state) && <SessionEndedNotice />}
          <h1 className="text-2xl font-bold tracking-tight">
            {isSignUp ? t.signUpTitle : t.signInTitle}
          </h1>
          <p className="mt-1 mb-6 text-sm text-muted">
            {isSignUp ? t.signUpSubtitle : t.signInSubtitle}
          </p>
          {isSignUp ? <SignUpForm /> : <SignInForm />}
          <button
            type="button"
            onClick={() => setMode(isSignUp ? 'signin' : 'signup')}
            className="mt-6 w-full text-center text-sm font-medium text-link hover:underline"
          >
            {isSignUp ? t.toSignIn : t.toSignUp}
          </button>
        </Card>
      </main>
    </div>
  );
}

function SessionEndedNotice() {
  return (
    <p
      role="status"
      className="mb-6 flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm"
    >
      <LogIn aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
      {fr.session.ended}
    </p>
  );
}
