import { z } from 'zod';

// The only reader of import.meta.env: build-time variables, parsed once.
const envSchema = z.object({
  MODE: z.string(),
  DEV: z.boolean(),
  VITE_API_URL: z.string().default(''),
  VITE_SENTRY_DSN: z.string().optional(),
});

const parsed = envSchema.parse(import.meta.env);

export const env = {
  mode: parsed.MODE,
  isDev: parsed.DEV,
  /** Origin of the API; empty means the same origin that serves the app. */
  apiUrl: parsed.VITE_API_URL.replace(/\/$/, ''),
  sentryDsn: parsed.VITE_SENTRY_DSN || undefined,
};
