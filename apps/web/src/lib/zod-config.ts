import { z } from 'zod';

// Zod builds fast object parsers with `new Function` where it may, and finds out whether it may by
// trying once, when the first object schema is made. The app's Content Security Policy allows no
// eval (security-headers.ts), so that try is a violation Chromium reports on every page. This runs
// before any module that makes a schema (boot.tsx imports it first; what main.tsx loads before
// boot makes none). The parsers zod uses without building them are fast enough for the app.
z.config({ jitless: true });
