import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/AppProviders';

// The waits' clock (findBy*, waitFor) is set once for every file, in test/setup.ts.

/**
 * Renders routes (the app's own, usually) at a path, inside the app's providers and React's
 * StrictMode, as app/start.tsx does (and with flushSync, as react-router/dom's provider gives it). Modules that read the API address are imported by the test after
 * it stubs VITE_API_URL.
 */
export function renderApp(routes: RouteObject[], at: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const view = render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
      </AppProviders>
    </StrictMode>,
  );
  return { ...view, router, queryClient };
}
