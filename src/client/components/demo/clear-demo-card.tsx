import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '#client/lib/toast';
import { Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { demoDataQuery, useClearDemoData } from '#client/components/demo/demo-data-api';
import { errorMessage } from '#client/lib/api';
import { demoData } from '#shared/i18n/fr-exports';

const t = demoData;

/**
 * Compte: while the agency holds demo data, 'Effacer les données de démonstration' for its
 * administrators, after a confirmation. Only the demo rows go; the team's own work stays.
 */
export function ClearDemoCard() {
  const state = useQuery(demoDataQuery);
  const clear = useClearDemoData();
  const [isOpen, setOpen] = useState(false);
  if (!state.data?.isLoaded || !state.data.canManage) return null;
  return (
    <Card className="space-y-3">
      <div>
        <h2 className="text-lg font-semibold">{t.cardTitle}</h2>
        <p className="text-sm text-muted">{t.cardText}</p>
        <p className="mt-1 text-sm text-muted">{t.counts(state.data.counts)}</p>
      </div>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden className="h-4 w-4" />
        {t.clear}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={(next) => !clear.isPending && setOpen(next)}
        title={t.clearConfirmTitle}
        confirmLabel={t.clearConfirm}
        isPending={clear.isPending}
        onConfirm={() =>
          clear.mutate(undefined, {
            onSuccess: () => {
              toast.success(t.cleared);
              setOpen(false);
            },
            onError: (error) => toast.error(errorMessage(error) || t.clearFailed),
          })
        }
      >
        {t.clearConfirmText}
      </ConfirmDialog>
    </Card>
  );
}
