/**
 * The server tests' OpenID Connect provider on the loopback, for a screen test whose real server
 * has Google sign-in configured (`config.google` with its `issuer`).
 */
export { startOidcPeer } from '../../server/test/helpers/oidc-peer';
