// The only reader of import.meta.env: build-time variables, read once. Checked by hand rather
// than with a schema: this module is on the first screen, which loads without zod.
const vars = import.meta.env as Record<string, unknown>;
const text = (name: string): string | undefined => {
  const value = vars[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new Error(`${name} must be a string`);
  return value;
};

export const env = {
  mode: text('MODE') ?? 'production',
  isDev: vars.DEV === true,
  /** Origin of the API; empty means the same origin that serves the app. */
  apiUrl: (text('VITE_API_URL') ?? '').replace(/\/$/, ''),
  sentryDsn: text('VITE_SENTRY_DSN') || undefined,
};
