import { Link } from 'react-router';
import { BarChart3, CalendarCheck, CheckCircle2, Receipt, Building2, Users } from 'lucide-react';
import { ThemeToggle } from '#client/app/layout/theme-toggle';
import { ErrorAlert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { useStartDemo } from '#client/features/landing/api';
import { landing } from '#shared/i18n/fr-landing';
import { fr } from '#shared/i18n/fr';

const t = landing;
const featureIcons = {
  dashboard: BarChart3,
  influencers: Users,
  clients: Building2,
  planning: CalendarCheck,
  invoicing: Receipt,
  validation: CheckCircle2,
};
const primaryLink =
  'inline-flex h-12 items-center justify-center rounded-md bg-primary px-6 font-semibold text-primary-foreground hover:bg-primary-hover';

export function LandingPage() {
  return (
    <div className="min-h-screen">
      {/* On a phone the links go under the name rather than past the screen's edge. */}
      <header className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-5 sm:px-6">
        <span className="text-xl font-bold tracking-tight">{fr.app.name}</span>
        <nav className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <Link
            to="/login"
            className="rounded-md px-4 py-2 text-sm font-semibold hover:bg-surface-muted"
          >
            {t.signIn}
          </Link>
          <Link
            to="/login?mode=signup"
            className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
          >
            {t.start}
          </Link>
        </nav>
      </header>

      <main>
        <section className="mx-auto max-w-6xl px-4 pt-12 pb-16 text-center sm:px-6 sm:pt-20">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t.heroTitle}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">{t.heroText}</p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/login?mode=signup" className={primaryLink}>
              {t.tryFree}
            </Link>
            <SeeDemoButton />
          </div>
          <dl className="mx-auto mt-16 grid max-w-3xl grid-cols-3 gap-4">
            {t.stats.map((stat) => (
              <div key={stat.label} className="rounded-xl border border-border bg-surface p-4">
                <dt className="text-sm text-muted">{stat.label}</dt>
                <dd className="text-2xl font-bold text-link sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section
          aria-labelledby="features-title"
          className="border-t border-border bg-surface-muted py-16"
        >
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
              {t.featuresTitle}
            </h2>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {t.features.map((feature) => {
                const Icon = featureIcons[feature.key];
                return (
                  <li key={feature.key} className="rounded-xl border border-border bg-surface p-6">
                    <Icon aria-hidden className="h-8 w-8 text-link" />
                    <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
                    <p className="mt-2 text-sm text-muted">{feature.text}</p>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>

        <section className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
          <h2 className="text-3xl font-bold tracking-tight">{t.ctaTitle}</h2>
          <p className="mt-4 text-muted">{t.ctaText}</p>
          <Link to="/login?mode=signup" className={`${primaryLink} mt-8`}>
            {t.start}
          </Link>
        </section>
      </main>

      <footer className="border-t border-border py-8 text-center text-sm text-muted">
        {t.copyright}
      </footer>
    </div>
  );
}

/** Opens a demo agency (decision 0038): busy while it is prepared, a French error if refused. */
function SeeDemoButton() {
  const startDemo = useStartDemo();
  return (
    <div className="flex flex-col items-center gap-2">
      <Button
        variant="secondary"
        size="lg"
        className="w-full font-semibold sm:w-auto"
        isLoading={startDemo.isPending}
        onClick={() => startDemo.mutate()}
      >
        {startDemo.isPending ? t.seeDemoLoading : t.seeDemo}
      </Button>
      {startDemo.isError && (
        <div className="max-w-sm text-left">
          <ErrorAlert>{errorMessage(startDemo.error)}</ErrorAlert>
        </div>
      )}
    </div>
  );
}
