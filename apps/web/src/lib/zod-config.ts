import { z } from 'zod';

// Zod builds fast object parsers with `new Function` where it may, and finds out whether it may by
// trying once. The app's Content Security Policy allows no eval (security-headers.ts), so that
// try is a violation Chromium reports on every page that parses an answer. The parsers it uses
// without building them are fast enough for the app's answers.
z.config({ jitless: true });
