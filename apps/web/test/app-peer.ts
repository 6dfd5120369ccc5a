import type { MeResponse } from '@ideabazaar/shared/schemas/auth';
import { vi } from 'vitest';
import { startHttpPeer, type Handler } from './http-peer';

/**
 * The app's routes and client state talking to a real local HTTP peer: the peer starts first,
 * the API address points at it, and only then are the app's modules loaded (they read it once).
 */
export async function startApp(handler: Handler) {
  const peer = await startHttpPeer(handler);
  vi.stubEnv('VITE_API_URL', peer.url);
  const { routes } = await import('@/app/router');
  const state = await import('@/lib/client-state');
  return { peer, routes, state };
}

export async function stopApp(peer: { close(): Promise<void> }) {
  await peer.close();
  vi.unstubAllEnvs();
}

export const notFound = { status: 404, body: { message: 'Not Found', code: 'not_found' } };

/** A member as GET /api/me answers, with every field; tests name only what they care about. */
export function memberBody(overrides: Partial<MeResponse> = {}): MeResponse {
  return {
    id: 'u1',
    email: null,
    pending_email: null,
    mobile: null,
    first_name: '',
    last_name: '',
    referral_code: 'R1',
    is_operator: false,
    created_at: '2024-05-01T10:00:00.000Z',
    city: '',
    phone: null,
    address: '',
    avatar_url: null,
    ...overrides,
  };
}
