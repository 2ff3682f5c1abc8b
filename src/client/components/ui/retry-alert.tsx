import { ErrorAlert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { fr } from '#shared/i18n/fr';

/** A list that failed to load: what failed, the server's reason, and 'Réessayer'. */
export function RetryAlert({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <ErrorAlert>
      <p>{title}</p>
      <p className="mt-1">{errorMessage(error)}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {fr.common.retry}
      </Button>
    </ErrorAlert>
  );
}
