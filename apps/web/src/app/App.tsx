import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { InstallPrompt } from './InstallPrompt';
import { AppProviders } from './AppProviders';
import { UpdatePrompt } from './UpdatePrompt';

/** The app, with the router and the query cache start.tsx made ready before the first render. */
export function App(props: {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  // Marks the page once the app has drawn its first screen or taken over the one the server drew
  // (until then a drawn page shows but its buttons do not answer): the browser suite waits for it.
  useEffect(() => {
    document.documentElement.dataset.started = '';
  }, []);
  return (
    <AppProviders queryClient={props.queryClient}>
      {/* What react-router/dom's provider adds: navigations that ask for it update at once. */}
      <RouterProvider router={props.router} flushSync={(update) => void flushSync(update)} />
      <UpdatePrompt />
      <InstallPrompt />
    </AppProviders>
  );
}
