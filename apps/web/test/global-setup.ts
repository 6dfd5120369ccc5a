// The screen tests run against the real server: the server's global setup prepares the migrated
// database once (a PGlite folder, or a PostgreSQL template), and each test file copies it.
export { default } from '../../server/test/global-setup';
