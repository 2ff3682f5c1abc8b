import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '#client/components/ui/spinner';
import { fr } from '#shared/i18n/fr';

/**
 * A dialog whose code loads the first time it opens: a list screen does not carry its forms'
 * code (validation, phone numbers, form state) until one is wanted (issue 18, decision 0031).
 * Meanwhile a veil over the screen says it is coming.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    return (
      <Suspense fallback={<DialogLoading />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

function DialogLoading() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40">
      <Spinner label={fr.common.loading} className="rounded-lg bg-surface shadow-xl" />
    </div>
  );
}
