import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { queryClient } from '#client/lib/query-client';
import { router } from '#client/app/router';
import { fr } from '#shared/i18n/fr';
import '#client/styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster
        richColors
        position="top-right"
        closeButton
        toastOptions={{ closeButtonAriaLabel: fr.common.closeNotification }}
      />
    </QueryClientProvider>
  </StrictMode>,
);
