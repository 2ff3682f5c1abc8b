import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept up to date as the window changes. For what a
 * narrow screen draws differently, so a row draws one version, not both with one hidden by CSS
 * (issue 27: fewer components per row on a phone).
 */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Tailwind's `md` breakpoint (48rem): from there the status and indicators get their columns. */
export const FROM_MD = '(min-width: 48rem)';
