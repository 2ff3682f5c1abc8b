import type { HTMLAttributes } from 'react';
import { cn } from '#client/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-xl border border-border bg-surface p-6 shadow-sm', className)}
      {...props}
    />
  );
}
