import { RefreshCw } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { useShowDifferences } from '#client/components/conflict/show-differences';
import { useEditingRecord, useRecordChangedBy } from '#client/lib/live/use-live-updates';
import type { RecordKind } from '#shared/domain/record-history';
import { live } from '#shared/i18n/fr-live';
import { teamWork } from '#shared/i18n/fr-team-work';

/**
 * Shown at the top of an edit form (FormDialog's `notice`) once a colleague changed or deleted
 * the record being edited: what was typed stays (decision 0047). The record's detail is not
 * refetched under the form while it is open; 'Voir les différences' compares the form with
 * their version in the conflict's alert (the same three ways on as a refused save).
 */
export function RecordChangedBanner({ kind, id }: { kind: RecordKind; id: string }) {
  useEditingRecord(kind, id);
  const change = useRecordChangedBy(kind, id);
  const showDifferences = useShowDifferences();
  if (!change) return null;
  const name = change.byName || live.someone;
  const sentence = change.op === 'delete' ? live.deletedBy(name, kind) : live.changedBy(name, kind);
  return (
    <div className="mb-4 flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
      <RefreshCw aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
      <p role="status" className="grow">
        {sentence}. {live.yoursKept}
      </p>
      {showDifferences && change.op !== 'delete' && (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0"
          onClick={() => showDifferences(`${sentence}.`)}
        >
          {teamWork.conflict.showDifferences}
        </Button>
      )}
    </div>
  );
}
