import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

// Issue 27, decision 0044: the toasts' library (sonner, 34 kB) and its frame stay out of the
// entry every page loads. They load with the first toast, or once the page has settled
// (LazyToaster), so that a toast shown later is drawn at once. The Toaster replays, when it
// mounts, the toasts sent before it (sonner's own store).

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** Asks for the library (once) and tells the Toaster to mount. */
export function loadToasts() {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** For useSyncExternalStore: whether the Toaster should be on the page. */
export const subscribeToToasts = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const areToastsWanted = () => sonner !== undefined;

/** sonner's toast.success and toast.error, the only two the screens use. */
export const toast = {
  success: (message: string, data?: ExternalToast) => {
    void loadToasts().then((library) => library.toast.success(message, data));
  },
  error: (message: string, data?: ExternalToast) => {
    void loadToasts().then((library) => library.toast.error(message, data));
  },
};
