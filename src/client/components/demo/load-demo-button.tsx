import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '#client/lib/toast';
import { Sparkles } from 'lucide-react';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { Button } from '#client/components/ui/button';
import { demoDataQuery, useLoadDemoData } from '#client/components/demo/demo-data-api';
import { errorMessage } from '#client/lib/api';
import { demoData } from '#shared/i18n/fr-exports';

const t = demoData;

/**
 * 'Charger des données de démonstration', for an agency with nothing yet: shown to those who
 * may load it (its administrators) while no demo data is there, after a confirmation.
 */
export function LoadDemoButton() {
  const state = useQuery(demoDataQuery);
  const load = useLoadDemoData();
  const [isOpen, setOpen] = useState(false);
  if (!state.data?.canManage || state.data.isLoaded) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Sparkles aria-hidden className="h-4 w-4" />
        {t.load}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={(next) => !load.isPending && setOpen(next)}
        title={t.loadConfirmTitle}
        confirmLabel={t.loadConfirm}
        tone="primary"
        isPending={load.isPending}
        // Awaited rather than mutate's callbacks: the lists read again before they would run,
        // and the filled list takes this empty screen, and its callbacks, away.
        onConfirm={async () => {
          try {
            const result = await load.mutateAsync();
            toast.success(result.isCreated ? t.loaded : t.alreadyLoaded);
            setOpen(false);
          } catch (error) {
            toast.error(errorMessage(error) || t.loadFailed);
          }
        }}
      >
        {t.loadConfirmText}
      </ConfirmDialog>
    </>
  );
}
