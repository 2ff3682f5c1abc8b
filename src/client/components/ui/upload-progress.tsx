import { Pause, Play, X } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import type { UploadState, UploadStatus } from '#client/lib/use-resumable-upload';
import { resourcesScreen } from '#shared/i18n/fr-resources';

const t = resourcesScreen.upload;

const statusText: Record<Exclude<UploadStatus, 'idle'>, string> = {
  running: t.running,
  pausing: t.pausing,
  paused: t.paused,
  canceling: t.canceling,
  canceled: t.canceled,
  error: t.error,
  success: t.success,
};

/** Where the upload stands (spec §4): its state, a percentage bar, Pause / Reprendre / Annuler. */
export function UploadProgress({
  state,
  onPause,
  onResume,
  onCancel,
}: {
  state: UploadState;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}) {
  if (state.status === 'idle') return null;
  const { status, percent } = state;
  const canCancel = status === 'running' || status === 'paused';
  return (
    <div className="space-y-2 rounded-md border border-border p-3" data-testid="upload-progress">
      <div className="flex items-center justify-between gap-2 text-sm">
        <p aria-live="polite" className={cn('font-medium', status === 'error' && 'text-danger')}>
          {statusText[status]}
        </p>
        <p className="tabular-nums text-muted">{t.progress(percent)}</p>
      </div>
      <div
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t.progress(percent)}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className={cn(
            'h-full transition-[width]',
            status === 'error' ? 'bg-danger' : 'bg-primary',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      {state.error && <p className="text-sm text-danger">{state.error}</p>}
      {canCancel && (
        <div className="flex flex-wrap gap-2">
          {status === 'running' && (
            <Button variant="secondary" size="sm" onClick={onPause}>
              <Pause aria-hidden className="h-4 w-4" />
              {t.pause}
            </Button>
          )}
          {status === 'paused' && (
            <Button variant="secondary" size="sm" onClick={onResume}>
              <Play aria-hidden className="h-4 w-4" />
              {t.resume}
            </Button>
          )}
          {canCancel && (
            <Button variant="secondary" size="sm" aria-label={t.cancelAria} onClick={onCancel}>
              <X aria-hidden className="h-4 w-4" />
              {t.cancel}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
