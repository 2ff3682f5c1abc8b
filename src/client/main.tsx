import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '#client/lib/query-client';
import { createAppRouter } from '#client/app/router';
import { LazyToaster } from '#client/app/lazy-toaster';
import { RouterMounted } from '#client/app/opening';
import '#client/styles.css';

/** The next task: what follows runs after the browser has had its turn (issue 27). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// The app starts in three tasks, none long on a slow phone (decision 0044): the code's
// evaluation, then the router (which matches the address and starts its loaders), then the
// first render, in a transition that React draws in slices.
async function start() {
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <RouterMounted />
          <LazyToaster />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

void start();
