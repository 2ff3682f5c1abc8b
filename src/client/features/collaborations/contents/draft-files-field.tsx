import { useId } from 'react';
import { X } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { formatFileSize } from '#shared/domain/file-size';
import { contents as t } from '#shared/i18n/fr-contents';

const ACCEPTED = 'image/*,video/*,application/pdf';

/** The draft's files: a labelled input (several at once), the chosen list, each removable. */
export function DraftFilesField({
  files,
  error,
  isLocked,
  onChange,
}: {
  files: File[];
  error?: string;
  isLocked: boolean;
  onChange: (files: File[]) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {t.files}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPTED}
        disabled={isLocked}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // Added to those already chosen: a second pick does not drop the first.
          if (chosen.length > 0) onChange([...files, ...chosen]);
          event.target.value = '';
        }}
        className="block w-full text-sm text-foreground file:mr-3 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground hover:file:bg-surface-muted"
      />
      {files.length > 0 && (
        <ul className="divide-y divide-border rounded-md border border-border text-sm">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center gap-2 px-3 py-2">
              <span className="min-w-0 flex-1 wrap-anywhere">
                {file.name} <span className="text-muted">· {formatFileSize(file.size)}</span>
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t.screen.removeFile(file.name)}
                disabled={isLocked}
                onClick={() => onChange(files.filter((_, other) => other !== index))}
              >
                <X aria-hidden className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
