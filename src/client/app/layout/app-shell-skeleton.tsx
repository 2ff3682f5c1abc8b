import { PageHeader } from '#client/components/ui/page-header';
import { fr } from '#shared/i18n/fr';

/**
 * The page header index.html showed for the address opened (vite.config.ts writes one per
 * section; decision 0044), read before the app's first render replaces that markup: the
 * skeleton keeps it, so the title does not blink away while the screen's code arrives. Its
 * texts come from the page itself, never from the bundle.
 */
function readBootHeader() {
  if (typeof document === 'undefined') return null;
  const section = document.documentElement.getAttribute('data-section');
  const header = section && document.querySelector(`[data-boot-section="${section}"]`);
  const title = header && header.querySelector('h1')?.textContent;
  if (!title) return null;
  return { section, title, subtitle: header.querySelector('p')?.textContent ?? undefined };
}
const bootHeader = readBootHeader();

const sectionOf = (pathname: string) => /^\/app\/([a-z]+)\/?$/.exec(pathname)?.[1] ?? null;

/**
 * The app's frame while the session and the screen's code arrive (issue 18): the sidebar and
 * the phone header at the places AppShell puts them, so nothing moves when it takes over.
 * index.html holds the same markup (#boot-shell), shown by public/boot.js before any script
 * of the app has loaded: change both together.
 */
export function AppShellSkeleton() {
  const header =
    bootHeader && sectionOf(window.location.pathname) === bootHeader.section ? bootHeader : null;
  return (
    <div className="min-h-screen lg:flex">
      <aside className="hidden w-64 shrink-0 border-r border-border bg-surface lg:fixed lg:inset-y-0 lg:block">
        <p className="px-4 py-5 text-lg font-bold tracking-tight">{fr.app.name}</p>
      </aside>
      <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-border bg-surface px-4 py-3 lg:hidden">
        <span className="h-9 w-9" />
        <span className="font-bold">{fr.app.name}</span>
      </header>
      <main className="min-w-0 flex-1 p-4 sm:p-6 lg:ml-64 lg:p-8">
        {header && <PageHeader title={header.title} subtitle={header.subtitle} />}
        <p role="status" className="sr-only">
          {fr.app.loading}
        </p>
      </main>
    </div>
  );
}
