import { fr } from '#shared/i18n/fr';

/**
 * The section's frame index.html showed for the address opened (app/boot-frames.tsx: its header
 * and, on some screens, their largest text; decision 0044), read before the app's first render
 * replaces that markup: the skeleton keeps it, so nothing blinks away while the screen's code
 * arrives. Markup the build wrote, never the bundle's nor a user's.
 */
function readBootFrame() {
  if (typeof document === 'undefined') return null;
  const section = document.documentElement.getAttribute('data-section');
  const frame = section ? document.querySelector(`[data-boot-section="${section}"]`) : null;
  if (!frame?.querySelector('h1')) return null;
  // With a search in the address, the header alone (as index.html shows it).
  const isSearched = document.documentElement.hasAttribute('data-boot-search');
  return { section, html: isSearched ? frame.firstElementChild!.outerHTML : frame.innerHTML };
}
const bootFrame = readBootFrame();

const sectionOf = (pathname: string) => /^\/app\/([a-z]+)\/?$/.exec(pathname)?.[1] ?? null;

/**
 * The app's frame while the session and the screen's code arrive (issue 18): the sidebar and
 * the phone header at the places AppShell puts them, so nothing moves when it takes over.
 * index.html holds the same markup (#boot-shell), shown by public/boot.js before any script
 * of the app has loaded: change both together.
 */
export function AppShellSkeleton() {
  const frame =
    bootFrame && sectionOf(window.location.pathname) === bootFrame.section ? bootFrame : null;
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
        {frame && (
          // A picture, as in index.html: hidden from screen readers, nothing in it to reach.
          <div aria-hidden inert dangerouslySetInnerHTML={{ __html: frame.html }} />
        )}
        <p role="status" className="sr-only">
          {fr.app.loading}
        </p>
      </main>
    </div>
  );
}
