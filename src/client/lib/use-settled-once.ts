import { startTransition, useEffect, useState } from 'react';

/**
 * True from the first moment `isSettled` is, and for good: a part of a screen that waits for
 * what is drawn above it on the first load (so that nothing on screen moves down when that
 * arrives: issue 27, layout shifts on a phone), and does not blink away on a later refetch.
 */
export function useSettledOnce(isSettled: boolean) {
  const [hasSettled, setHasSettled] = useState(isSettled);
  if (isSettled && !hasSettled) setHasSettled(true);
  return hasSettled || isSettled;
}

/**
 * The same, but the part appears in a transition after the render that settled it: a screen's
 * lower cards, drawn in slices between which the browser answers rather than in the task that
 * draws the card above them (issue 27, decision 0044: Compte on a phone).
 */
export function useSettledThenShown(isSettled: boolean) {
  const hasSettled = useSettledOnce(isSettled);
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    if (hasSettled && !isShown) startTransition(() => setShown(true));
  }, [hasSettled, isShown]);
  return isShown;
}
