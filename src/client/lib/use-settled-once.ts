import { useState } from 'react';

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
