import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import type { SsrState } from '@/entry-server';
import { useClientState } from '@/lib/client-state';
import { rememberSignedIn } from '@/lib/first-screen-cookies';
import { applyLanguage, directionOf, loadLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { serverDrawn } from '@/lib/server-drawn';
import { App } from './App';
import { createRouter } from './router';

/**
 * Resolves in a later task: the start's steps run as separate short tasks, so the browser can
 * paint and answer input between them (total blocking time).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The data the server drew the page from (entry-server.tsx), if it drew one. */
function readServerState(): SsrState | null {
  const text = document.getElementById('ssr-state')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}

/**
 * Starts the app in `root`. When the server drew this page (the list, an item, the details:
 * entry-server.tsx) in the reader's language, the first render starts from the same data with no
 * fetch: a visitor's page is hydrated (React takes over the HTML that is there), a member's is
 * drawn anew over it (their screen differs from a visitor's).
 */
export async function startApp(
  root: HTMLElement,
  options: Pick<RootOptions, 'onRecoverableError'> = {},
) {
  // The persisted state is decrypted before the first render, so the guard sees the real auth flag.
  await useClientState.persist.rehydrate();
  await nextTask();
  const { language, auth, rightToLeft } = useClientState.getState();
  // The server leaves a member's screens to the app: it learns who is signed in from a cookie.
  rememberSignedIn(auth);
  useClientState.subscribe((state, previous) => {
    if (state.auth !== previous.auth) rememberSignedIn(state.auth);
  });
  // A Persian reader's texts arrive before the first render (a failed fetch falls back to English).
  await loadLanguage(language).catch(() => undefined);
  applyLanguage(language, rightToLeft);

  const queryClient = createQueryClient();
  const drawn = readServerState();
  const fromServer =
    drawn !== null &&
    drawn.language === language &&
    // Drawn in the reader's direction (the cookie); a page drawn before the switch changed is
    // drawn anew.
    directionOf(language, rightToLeft) === directionOf(drawn.language, drawn.rightToLeft) &&
    drawn.path === location.pathname + location.search;
  // A screen that differs for a member is not started from what a visitor was shown.
  const hydrating = fromServer && !auth;
  if (hydrating || (fromServer && !drawn.visitorOnly)) {
    // The server keeps a drawn page while its data is unchanged: the data is as fresh as the
    // page, whenever it was first drawn.
    const now = Date.now();
    for (const query of drawn.queries.queries) query.state.dataUpdatedAt = now;
    hydrate(queryClient, drawn.queries);
    serverDrawn.path = location.pathname;
  }

  await nextTask();
  // The first screen's lazy route modules load before the first render, which then draws the
  // screen at once rather than an empty placeholder over what the page already shows.
  const router = createRouter();
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }

  await nextTask();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  // The first render runs as a transition: React yields to the browser between components
  // instead of holding the main thread for the whole tree (total blocking time).
  let reactRoot: Root | undefined;
  startTransition(() => {
    if (hydrating) {
      reactRoot = hydrateRoot(root, app, options);
    } else {
      reactRoot = createRoot(root, options);
      reactRoot.render(app);
    }
  });
  return reactRoot!;
}
