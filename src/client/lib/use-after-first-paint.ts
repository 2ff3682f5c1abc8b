import { useEffect, useState } from 'react';

/**
 * False until the browser has painted what the component's first render drew, then true for
 * good. What can wait for the screen (the shell's bell and its counts) asks for its code and
 * data afterwards: on a phone, those requests no longer come before the screen's largest paint
 * (issue 27, decision 0044).
 */
export function useAfterFirstPaint() {
  const [isAfter, setAfter] = useState(false);
  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The first frame after the commit paints it; once the next one has begun, that paint is
    // on screen, and the task after it comes.
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setAfter(true), 0);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return isAfter;
}
