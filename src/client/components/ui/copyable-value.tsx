import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';

const COPIED_FOR_MS = 2000;

/**
 * A secret or address shown once (a private link, an API token, a calendar feed) and its copy
 * button, which says « Copié » for a moment and in a toast.
 */
export function CopyableValue({
  value,
  testId,
  labelledBy,
  copyLabel,
  copiedLabel,
  copiedToast = copiedLabel,
}: {
  value: string;
  testId: string;
  labelledBy?: string;
  copyLabel: string;
  copiedLabel: string;
  /** The toast's words, when they say more than the button's (« Lien copié »). */
  copiedToast?: string;
}) {
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
    toast.success(copiedToast);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <code
        aria-labelledby={labelledBy}
        data-testid={testId}
        className="min-w-0 flex-1 rounded-md border border-border bg-surface-muted px-3 py-2 font-mono text-xs break-all"
      >
        {value}
      </code>
      <Button variant="secondary" size="sm" onClick={copy}>
        {isCopied ? (
          <Check aria-hidden className="h-4 w-4" />
        ) : (
          <Copy aria-hidden className="h-4 w-4" />
        )}
        <span aria-live="polite">{isCopied ? copiedLabel : copyLabel}</span>
      </Button>
    </div>
  );
}
