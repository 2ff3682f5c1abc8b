// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place the Toaster is drawn (lib/toast.ts)
import { Toaster as SonnerToaster } from 'sonner';
import { fr } from '#shared/i18n/fr';

/** The toasts' frame, top right, each with a button that closes it. */
export function Toaster() {
  return (
    <SonnerToaster
      richColors
      position="top-right"
      closeButton
      toastOptions={{ closeButtonAriaLabel: fr.common.closeNotification }}
    />
  );
}
