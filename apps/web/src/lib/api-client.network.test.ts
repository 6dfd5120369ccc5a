import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closedAddress } from '../../test/http-peer';
import type * as ApiClient from './api-client';

const shown: string[] = [];
vi.mock('notistack', () => ({ enqueueSnackbar: (message: string) => shown.push(message) }));

let client: typeof ApiClient;
beforeAll(async () => {
  vi.stubEnv('VITE_API_URL', await closedAddress());
  client = await import('./api-client');
});
afterAll(() => vi.unstubAllEnvs());

describe('the API client without a server', () => {
  it("shows 'CORS Error: Unable to connect to the server' and fails with status 0", async () => {
    await expect(client.apiRequest('/health')).rejects.toMatchObject({
      status: 0,
      message: 'Network Error',
    });
    expect(shown).toEqual(['CORS Error: Unable to connect to the server']);
  });
});
