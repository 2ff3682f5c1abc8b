import { useCallback, useRef, useState } from 'react';
import type { SubmitLock } from '#client/lib/form-errors';

/**
 * One submission at a time. A double click submits twice before any re-render: the ref refuses
 * the second at once; `isSubmitting` keeps the button disabled until the server has answered.
 */
export function useSubmitLock() {
  const isRunning = useRef(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const lock = useCallback<SubmitLock>(async (submit) => {
    if (isRunning.current) return;
    isRunning.current = true;
    setIsSubmitting(true);
    try {
      await submit();
    } finally {
      isRunning.current = false;
      setIsSubmitting(false);
    }
  }, []);
  return { lock, isSubmitting };
}
