import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/700.css';
import { captureInstallPrompt } from './lib/install-event';

// The browser's offer to install the app can come before the app has started: it is kept.
captureInstallPrompt();

/** Resolves in a later task, so the browser can paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The page paints what it holds first (the list the server drew, or the app bar), then the app
// starts: its code is fetched and run after that first frame, so on a slow network it never
// competes with the page itself for the first paint (docs/performance.md).
await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  // A page opened in a background tab gets no animation frames until it is shown.
  setTimeout(resolve, 250);
});
// The libraries are run one group per task (vite.config.ts, `codeSplitting`): each is a short
// task rather than all of them one long one that holds the main thread (total blocking time).
await import('react-dom/client');
await nextTask();
await import('@emotion/react');
await nextTask();
await import('./lib/theme');
await nextTask();
await import('./boot');
