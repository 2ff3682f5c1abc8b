import { lazy, Suspense, useState } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import type { ImportKind } from '#shared/domain/imports';
import { importsScreen } from '#shared/i18n/fr-imports';

// The importer's code loads when it is first opened: the list screens do not carry it.
const ImportDialog = lazy(() =>
  import('#client/components/imports/import-dialog').then((m) => ({ default: m.ImportDialog })),
);

/**
 * 'Importer' beside a list's create button ('Importer des relevés' beside the deals'): opens
 * the importer, or the job still running.
 */
export function ImportButton({ kind }: { kind: ImportKind }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Upload aria-hidden className="h-4 w-4" />
        {importsScreen.buttons[kind]}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ImportDialog kind={kind} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
