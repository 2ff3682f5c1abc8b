import { useId, useRef, useState, type DragEvent } from 'react';
import { FileUp } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { importsScreen } from '#shared/i18n/fr-imports';

// Step 1 of the import dialog: the file, dropped or chosen (issue 19).

const t = importsScreen;

/** The server's MAX_IMPORT_ROWS and MAX_IMPORT_MB, as GET /current brings them. */
export type ImportLimits = { maxRows: number; maxMb: number };

export function FileStep({
  isBusy,
  limits,
  onFile,
}: {
  isBusy: boolean;
  limits: ImportLimits;
  onFile: (file: File) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="import-drop-zone"
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center',
        isOver ? 'border-primary bg-surface-muted' : 'border-border',
      )}
    >
      <FileUp aria-hidden className="h-8 w-8 text-muted" />
      <label htmlFor={inputId} className="font-medium">
        {t.fileLabel}
      </label>
      <p id={hintId} className="text-sm text-muted">
        {isOver ? t.dropHere : t.fileHint(limits.maxRows, limits.maxMb)}
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        aria-describedby={hintId}
        className="sr-only"
        disabled={isBusy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      <Button variant="secondary" onClick={() => input.current?.click()} isLoading={isBusy}>
        {isBusy ? t.reading : t.chooseFile}
      </Button>
    </div>
  );
}
