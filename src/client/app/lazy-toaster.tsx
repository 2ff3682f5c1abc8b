import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { areToastsWanted, loadToasts, subscribeToToasts } from '#client/lib/toast';

const Toaster = lazy(() =>
  import('#client/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

/** Once the page has drawn and settled, the toasts load without anyone waiting for them. */
const SETTLE_MS = 3_000;

/** The Toaster, drawn from the first toast or once the page has settled (lib/toast.ts). */
export function LazyToaster() {
  const isWanted = useSyncExternalStore(subscribeToToasts, areToastsWanted, () => false);
  useEffect(() => {
    const timer = window.setTimeout(() => void loadToasts(), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
