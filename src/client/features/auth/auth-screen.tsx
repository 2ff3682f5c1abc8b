import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '#client/components/ui/card';
import { ThemeToggle } from '#client/app/layout/theme-toggle';
import { fr } from '#shared/i18n/fr';

/** The frame of the screens a mailed link opens: the product's name, one card. */
export function AuthScreen({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-5">
        <Link to="/" className="text-xl font-bold tracking-tight" aria-label={fr.auth.backHome}>
          {fr.app.name}
        </Link>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 sm:items-center">
        <Card className="w-full max-w-md">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-muted">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </Card>
      </main>
    </div>
  );
}
