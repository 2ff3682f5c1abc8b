import { useEffect, useId, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { calendarFeedText } from '#shared/i18n/fr-calendar-feed';

const t = calendarFeedText.card;
const COPIED_FOR_MS = 2000;

/** The feed's address, shown once after its creation, with how to subscribe to it. */
export function CalendarFeedUrl({ url }: { url: string }) {
  const labelId = useId();
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <section aria-labelledby={labelId} className="space-y-3 rounded-lg border border-border p-4">
      <h3 id={labelId} className="text-sm font-semibold">
        {t.urlLabel}
      </h3>
      <p className="text-sm">{t.shownOnce}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          aria-labelledby={labelId}
          data-testid="calendar-feed-url"
          className="min-w-0 flex-1 rounded-md border border-border bg-surface-muted px-3 py-2 font-mono text-xs break-all"
        >
          {url}
        </code>
        <Button variant="secondary" size="sm" onClick={copy}>
          {isCopied ? (
            <Check aria-hidden className="h-4 w-4" />
          ) : (
            <Copy aria-hidden className="h-4 w-4" />
          )}
          <span aria-live="polite">{isCopied ? t.copied : t.copy}</span>
        </Button>
      </div>
      <div>
        <h4 className="text-sm font-medium">{t.howTo}</h4>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-muted">
          <li>{t.steps.google}</li>
          <li>{t.steps.outlook}</li>
          <li>{t.steps.apple}</li>
        </ul>
        <p className="mt-2 text-xs text-muted">{t.refreshNote}</p>
      </div>
    </section>
  );
}
