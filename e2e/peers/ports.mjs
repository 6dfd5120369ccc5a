// Fixed loopback ports of the browser suite's peers, shared by the peers and the app's config.
export const E2E_PEERS = {
  smtp: Number(process.env.E2E_SMTP_PORT ?? 3125),
  kavenegar: Number(process.env.E2E_KAVENEGAR_PORT ?? 3126),
  oidc: Number(process.env.E2E_OIDC_PORT ?? 3127),
  control: Number(process.env.E2E_CONTROL_PORT ?? 3128),
  kavenegarKey: 'e2e-kavenegar-key',
};

// The two apps under test: one with the peers above, one with no provider (dev outbox).
export const E2E_APP_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_OUTBOX_URL = `http://127.0.0.1:${E2E_APP_PORT + 1}`;
