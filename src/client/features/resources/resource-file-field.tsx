import { useState, type DragEvent } from 'react';
import { FileText, Replace, X } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { cn } from '#client/lib/cn';
import { UploadProgress } from '#client/components/ui/upload-progress';
import { isUploadBusy, type useResumableUpload } from '#client/lib/use-resumable-upload';
import { formatFileSize } from '#shared/domain/file-size';
import { resourcesScreen } from '#shared/i18n/fr-resources';

const t = resourcesScreen;

type StoredFile = { name: string; size: number | null };

/**
 * The resource's file: the stored one (edit) with 'Remplacer' and 'Retirer', or a new one
 * chosen in the labelled input or dropped on its zone, with its upload's progress.
 */
export function ResourceFileField({
  stored,
  chosen,
  upload,
  onChoose,
  onRemove,
}: {
  /** The file the resource keeps, null once removed (or when it has none). */
  stored: StoredFile | null;
  chosen: File | null;
  upload: ReturnType<typeof useResumableUpload>;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  const [isReplacing, setReplacing] = useState(false);
  const isBusy = isUploadBusy(upload.state.status);
  const shown = chosen ? { name: chosen.name, size: chosen.size } : stored;
  return (
    <div className="space-y-3">
      {shown && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-border p-3">
          <FileText aria-hidden className="h-4 w-4 shrink-0 text-muted" />
          <p className="min-w-0 flex-1 text-sm wrap-anywhere" data-testid="resource-file">
            <span className="text-muted">{chosen ? t.newFile : t.currentFile} : </span>
            <span className="font-medium">{shown.name}</span>
            {shown.size !== null && (
              <span className="text-muted"> · {formatFileSize(shown.size)}</span>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            {!chosen && !isReplacing && (
              <Button variant="secondary" size="sm" onClick={() => setReplacing(true)}>
                <Replace aria-hidden className="h-4 w-4" />
                {t.replaceFile}
              </Button>
            )}
            <Button variant="secondary" size="sm" disabled={isBusy} onClick={onRemove}>
              <X aria-hidden className="h-4 w-4" />
              {t.removeFile}
            </Button>
          </div>
        </div>
      )}
      {chosen ? (
        <UploadProgress
          state={upload.state}
          onPause={upload.pause}
          onResume={upload.resume}
          onCancel={upload.cancel}
        />
      ) : (
        (!shown || isReplacing) && (
          <DropZone
            isReplacing={isReplacing}
            onChoose={(file) => {
              setReplacing(false);
              onChoose(file);
            }}
          />
        )
      )}
    </div>
  );
}

/** The labelled file input, inside a zone a file may be dropped on. */
function DropZone({
  isReplacing,
  onChoose,
}: {
  isReplacing: boolean;
  onChoose: (file: File) => void;
}) {
  const [isOver, setOver] = useState(false);
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onChoose(file);
  };
  return (
    <div
      data-testid="resource-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
      className={cn(
        'rounded-md border-2 border-dashed border-border p-4',
        isOver && 'border-primary bg-primary/5',
      )}
    >
      <Field label={isReplacing ? t.replaceFile : t.fields.file} hint={t.dropOrChoose}>
        <input
          type="file"
          autoFocus={isReplacing}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onChoose(file);
          }}
          className="block w-full text-sm text-foreground file:mr-3 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground hover:file:bg-surface-muted"
        />
      </Field>
    </div>
  );
}
