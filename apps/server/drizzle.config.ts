import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`npm run db:generate -w @ideabazaar/server`) and
// applied at start on PGlite and PostgreSQL alike, so no database is needed here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
