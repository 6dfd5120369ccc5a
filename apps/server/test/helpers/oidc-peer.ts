import { OAuth2Server } from 'oauth2-mock-server';

/**
 * A real OpenID Connect provider on the loopback (oauth2-mock-server): discovery, JWKS, the
 * authorization endpoint and the token endpoint with PKCE. `signInAs` sets the e-mail claims of
 * the next ID token, as if that person had signed in at Google.
 */
export async function startOidcPeer() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let identity = { email: 'person@example.com', email_verified: true as boolean };
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, identity);
  });
  const issuer = server.issuer.url ?? '';
  return {
    issuer,
    signInAs(email: string, verified = true) {
      identity = { email, email_verified: verified };
    },
    /**
     * Follows the app's authorization URL like a browser: the provider redirects to the
     * callback with `code` and `state`, which this returns.
     */
    async authorize(authorizationUrl: string): Promise<{ code: string; state: string }> {
      const response = await fetch(authorizationUrl, { redirect: 'manual' });
      const location = new URL(response.headers.get('location') ?? '');
      return {
        code: location.searchParams.get('code') ?? '',
        state: location.searchParams.get('state') ?? '',
      };
    },
    close: () => server.stop(),
  };
}
