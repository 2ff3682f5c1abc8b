import { Plus } from 'lucide-react';
import { Button } from '#client/components/ui/button';

/** A screen's main action: '+' and what it creates ('Nouveau client'…). */
export function CreateButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden className="h-4 w-4" />
      {label}
    </Button>
  );
}
