import { useEffect, useRef, useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { ErrorAlert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import type { EditConflictState } from '#client/components/conflict/use-edit-conflict';
import { formatFormValue, getFormFieldLabel } from '#client/components/conflict/conflict-values';
import { findDifferingFields } from '#shared/domain/three-way-merge';
import type { RecordKind } from '#shared/domain/record-history';
import { fr } from '#shared/i18n/fr';
import { teamWork } from '#shared/i18n/fr-team-work';

const t = teamWork.conflict;

/**
 * The conflict of an edit, above its form (use-edit-conflict.ts): the server's sentence naming
 * who saved meanwhile and when, and the three ways on. The form below keeps what was typed.
 */
export function ConflictAlert({ kind, state }: { kind: RecordKind; state: EditConflictState }) {
  const [isShowingDiff, setShowingDiff] = useState(state.opensDifferences);
  const box = useRef<HTMLDivElement>(null);
  // The save button is at the foot of a long form: the alert is brought into view.
  // A block body: Chromium's scrollIntoView now returns a promise, which React would take for
  // the effect's clean-up and call.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const { theirs } = state;
  const isReady = theirs.status === 'ready';

  return (
    <div ref={box} className="mb-6 space-y-3" data-testid="edit-conflict">
      <div
        role="alert"
        className="flex items-start gap-2 rounded-md border border-danger-border bg-danger-soft p-3 text-sm text-danger"
      >
        <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        <div>
          <p className="font-semibold">{state.message}</p>
          <p className="mt-1">{t.keptTyping}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={isShowingDiff}
          onClick={() => setShowingDiff((isShown) => !isShown)}
        >
          {isShowingDiff ? t.hideDifferences : t.showDifferences}
        </Button>
        <Button size="sm" disabled={!isReady} onClick={state.keepMine}>
          {t.keepMine}
        </Button>
        <Button variant="secondary" size="sm" disabled={!isReady} onClick={state.takeTheirs}>
          {t.takeTheirs}
        </Button>
      </div>
      {theirs.status === 'loading' && <Spinner label={t.loadingTheirs} />}
      {theirs.status === 'error' && (
        <ErrorAlert>
          <p>{t.theirsFailed}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={state.retry}>
            {fr.common.retry}
          </Button>
        </ErrorAlert>
      )}
      {isShowingDiff && isReady && (
        <ConflictDifferences kind={kind} mine={state.mine()} theirs={theirs.values} />
      )}
    </div>
  );
}

function ConflictDifferences({
  kind,
  mine,
  theirs,
}: {
  kind: RecordKind;
  mine: Record<string, unknown>;
  theirs: Record<string, unknown>;
}) {
  const fields = findDifferingFields(mine, theirs);
  if (fields.length === 0) return <p className="text-sm text-muted">{t.noDifference}</p>;
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full text-left text-sm" data-testid="conflict-differences">
        <caption className="px-3 pt-3 text-left font-semibold">{t.differencesTitle}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="px-3 py-2">
              {t.field}
            </th>
            <th scope="col" className="px-3 py-2">
              {t.mine}
            </th>
            <th scope="col" className="px-3 py-2">
              {t.theirs}
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field} className="border-b border-border last:border-0 align-top">
              <th scope="row" className="px-3 py-2 font-medium">
                {getFormFieldLabel(kind, field)}
              </th>
              <td className="px-3 py-2">{formatFormValue(kind, field, mine[field])}</td>
              <td className="px-3 py-2">{formatFormValue(kind, field, theirs[field])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
