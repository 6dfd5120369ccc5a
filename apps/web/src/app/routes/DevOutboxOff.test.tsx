import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

// A server of its own, started with the outbox off as in production (the app reads its API
// address once, so a second server needs a file of its own).
let app: RealApp;

beforeAll(async () => {
  app = await startRealApp({ config: { devOutbox: false } });
});
afterAll(() => app.close());

describe('the dev outbox page', () => {
  it('says so when the outbox is off', async () => {
    renderApp(app.routes, '/dev/outbox');
    await waitFor(() =>
      expect(screen.getByText('The dev outbox is off on this server.')).toBeVisible(),
    );
  });
});
