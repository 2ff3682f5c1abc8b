import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

/** The red box of the spec, announced to screen readers when it appears. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-danger-border bg-danger-soft p-3 text-sm text-danger"
    >
      <CircleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
