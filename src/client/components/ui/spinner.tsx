import { cn } from '#client/lib/cn';

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 p-6 text-muted', className)}
    >
      <span
        aria-hidden
        className="h-6 w-6 animate-spin rounded-full border-2 border-primary border-t-transparent"
      />
      <span className="text-sm">{label}</span>
    </div>
  );
}
