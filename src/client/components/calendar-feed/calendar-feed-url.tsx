import { useId } from 'react';
import { CopyableValue } from '#client/components/ui/copyable-value';
import { calendarFeedText } from '#shared/i18n/fr-calendar-feed';

const t = calendarFeedText.card;

/** The feed's address, shown once after its creation, with how to subscribe to it. */
export function CalendarFeedUrl({ url }: { url: string }) {
  const labelId = useId();
  return (
    <section aria-labelledby={labelId} className="space-y-3 rounded-lg border border-border p-4">
      <h3 id={labelId} className="text-sm font-semibold">
        {t.urlLabel}
      </h3>
      <p className="text-sm">{t.shownOnce}</p>
      <CopyableValue
        value={url}
        testId="calendar-feed-url"
        labelledBy={labelId}
        copyLabel={t.copy}
        copiedLabel={t.copied}
      />
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
