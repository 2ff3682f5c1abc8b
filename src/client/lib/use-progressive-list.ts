import { startTransition, useEffect, useState } from 'react';

/** Rows drawn at once: more than a phone's screen shows (about six), fewer than a page (50). */
export const FIRST_ROWS = 12;

/**
 * A long list's first rows at once, the others right after in a transition, which React draws
 * in slices between which the browser answers (issue 27: no long task blocks a phone while a
 * page of 50 rows arrives). Every row is in the page a moment later, for the keyboard, screen
 * readers and the browser's find.
 */
export function useProgressiveList<T>(items: T[], first = FIRST_ROWS) {
  const [shown, setShown] = useState(first);
  const isPartial = shown < items.length;
  useEffect(() => {
    if (isPartial) startTransition(() => setShown(Number.POSITIVE_INFINITY));
  }, [isPartial]);
  return isPartial ? items.slice(0, shown) : items;
}
