import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { WebSocket } from 'ws';
import { loadLanguage } from '@/lib/i18n';

// Persian's texts are fetched when chosen in the app; here they are in before any test, so a
// switch of language shows at once.
await loadLanguage('fa');

// jsdom's WebSocket (undici's) throws on its own events in this environment; the screens' live
// socket talks to the real test server through the `ws` client, which has the browser's API.
// A file that runs in Node (the server's drawing, entry-server.node.test.tsx) has no window.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'WebSocket', {
    value: WebSocket,
    configurable: true,
    writable: true,
  });
}
Object.defineProperty(globalThis, 'WebSocket', {
  value: WebSocket,
  configurable: true,
  writable: true,
});

// The whole suite runs its files in parallel on two cores: screens can take more than the default
// second to appear, without anything being wrong; a machine busy with other work, several.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
