import { useState } from 'react';
import { FileText } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { lazyDialog } from '#client/components/ui/lazy-dialog';
import { contracts } from '#shared/i18n/fr-contracts';

// The dialog, its upload and its texts load on first use.
const ContractTemplateDialog = lazyDialog(() =>
  import('#client/features/collaborations/contracts/contract-template-dialog').then(
    (m) => m.ContractTemplateDialog,
  ),
);

/** 'Modèle de contrat' (issue 31), in the header of the Conformité overview. */
export function ContractTemplateButton() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FileText aria-hidden className="h-4 w-4" />
        {contracts.templateDialog.button}
      </Button>
      {isOpen && <ContractTemplateDialog onClose={() => setOpen(false)} />}
    </>
  );
}
