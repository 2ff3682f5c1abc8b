import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { assistantHomeQuery } from '#client/features/assistant/api';
import { assistantScreen } from '#shared/i18n/fr-assistant';
import { fr } from '#shared/i18n/fr';

const t = assistantScreen;

/** The four questions of an empty conversation (spec §2): a click asks one. */
export function Suggestions({
  isDisabled,
  onPick,
}: {
  isDisabled: boolean;
  onPick: (question: string) => void;
}) {
  const home = useQuery(assistantHomeQuery());
  const titleId = useId();
  if (home.isPending) return <Spinner label={fr.common.loading} />;
  if (home.isError) {
    return (
      <RetryAlert title={t.homeLoadFailed} error={home.error} onRetry={() => home.refetch()} />
    );
  }
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h3 id={titleId} className="text-sm font-medium text-muted">
        {t.suggestionsTitle}
      </h3>
      <ul className="grid gap-2 sm:grid-cols-2">
        {home.data.suggestions.map((question) => (
          <li key={question}>
            <button
              type="button"
              disabled={isDisabled}
              onClick={() => onPick(question)}
              className="h-full w-full rounded-lg border border-border bg-surface p-3 text-left text-sm [overflow-wrap:anywhere] hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-60"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
