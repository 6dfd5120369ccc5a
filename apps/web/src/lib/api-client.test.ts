import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { startHttpPeer } from '../../test/http-peer';
import type * as ApiClient from './api-client';
import type * as ClientState from './client-state';

// The client's notifications go through notistack; what matters here is which text is shown
// and for how long, so the module is observed rather than rendered.
const shown: { message: string; variant: unknown; duration: unknown }[] = [];
vi.mock('notistack', () => ({
  enqueueSnackbar: (message: string, options: { variant: unknown; autoHideDuration: unknown }) =>
    shown.push({ message, variant: options.variant, duration: options.autoHideDuration }),
}));

let peer: Awaited<ReturnType<typeof startHttpPeer>>;
const responses: Record<string, { status: number; body?: unknown }> = {
  '/api/ok': { status: 200, body: { status: 'success' } },
  '/api/boom': { status: 500, body: { message: 'Internal Server Error', code: 'internal' } },
  '/api/down': { status: 503, body: { message: 'Service Unavailable', code: 'unavailable' } },
  '/api/private': { status: 401, body: { message: 'Unauthenticated', code: 'unauthenticated' } },
  '/api/invalid': {
    status: 422,
    body: {
      message: 'Please enter your name',
      code: 'validation_failed',
      errors: { name: ['Please enter your name'], email: ['Please enter a valid email'] },
      field_codes: { name: [{ code: 'name_required' }], email: [{ code: 'email_invalid' }] },
    },
  },
  '/api/conflict': {
    status: 409,
    body: { message: 'You have reported this comment already', code: 'comment_reported' },
  },
};

let client: typeof ApiClient;
let state: typeof ClientState;

beforeAll(async () => {
  peer = await startHttpPeer((request) => responses[request.url] ?? { status: 404 });
  vi.stubEnv('VITE_API_URL', peer.url);
  client = await import('./api-client');
  state = await import('./client-state');
});
afterAll(async () => {
  await peer.close();
  vi.unstubAllEnvs();
});
beforeEach(() => {
  shown.length = 0;
  state.useClientState.setState({ ...state.initialState, loginPrompt: false });
});

describe('the API client (seed section 8)', () => {
  it('sends JSON with the bearer token and returns the body', async () => {
    state.useClientState.getState().signedIn('5|token-secret');
    const body = await client.apiRequest('/ok', {
      method: 'POST',
      request: z.object({ a: z.number() }),
      body: { a: 1 },
    });
    expect(body).toEqual({ status: 'success' });
    const request = peer.requests.at(-1);
    expect(request?.headers.authorization).toBe('Bearer 5|token-secret');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.body).toEqual({ a: 1 });
  });

  it('sends the interface language, so the server writes to the member in it', async () => {
    await client.apiRequest('/ok');
    expect(peer.requests.at(-1)?.headers['accept-language']).toBe('en');
    state.useClientState.getState().set({ language: 'fa' });
    await client.apiRequest('/ok');
    expect(peer.requests.at(-1)?.headers['accept-language']).toBe('fa');
  });

  it.each(['/boom', '/down'])(
    'shows Server Error for %s, as a 500 ms helper notification',
    async (path) => {
      await expect(client.apiRequest(path)).rejects.toMatchObject({ name: 'ApiError' });
      expect(shown).toEqual([{ message: 'Server Error', variant: 'error', duration: 500 }]);
    },
  );

  it('on 401 sets auth false and isAuth true, with no message', async () => {
    state.useClientState.getState().signedIn('1|x');
    await expect(client.apiRequest('/private')).rejects.toMatchObject({ status: 401 });
    const after = state.useClientState.getState();
    expect(after.auth).toBe(false);
    expect(after.isAuth).toBe(true);
    expect(after.accessToken).toBe('');
    expect(shown).toEqual([]);
  });

  it('shows the first entry of an errors object', async () => {
    const error = await client.apiRequest('/invalid').catch((caught: unknown) => caught);
    expect(shown.map((entry) => entry.message)).toEqual(['Please enter your name']);
    expect(error).toBeInstanceOf(client.ApiError);
    expect((error as ApiClient.ApiError).fieldErrors()).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email',
    });
  });

  it('shows the message of another client error', async () => {
    await expect(client.apiRequest('/conflict')).rejects.toMatchObject({
      status: 409,
      code: 'comment_reported',
    });
    expect(shown.map((entry) => entry.message)).toEqual(['You have reported this comment already']);
  });

  it('leaves a status the caller handles to the caller', async () => {
    await expect(client.apiRequest('/private', { handles: [401] })).rejects.toMatchObject({
      status: 401,
    });
    expect(state.useClientState.getState().isAuth).toBe(true);
    expect(state.useClientState.getState().loginPrompt).toBe(false);
  });
});
