import * as oidc from 'openid-client';
import { bindingHash, isBinding } from '../../lib/browser-binding';
import type { GoogleConfig } from '../../config/env';
import { AppError } from '../../plugins/errors/app-error';
import type { OidcRepository } from './oidc.repository';

const STATE_VALID_MINUTES = 10;

export interface GoogleSignIn {
  email: string;
  referralCode: string | undefined;
}

/**
 * Google sign-in over OpenID Connect (authorization code with PKCE). State, nonce and the PKCE
 * verifier stay on the server, keyed by the state, usable once within ten minutes, and only by
 * the browser that started the sign-in: the redirect gives that browser a random binding (an
 * HttpOnly cookie) whose hash the state keeps, so a code and state started in an attacker's
 * browser cannot sign a victim's browser into the attacker's account (login CSRF).
 */
export function createGoogleService(options: {
  config: GoogleConfig | undefined;
  repository: OidcRepository;
  redirectUri: string;
}) {
  const { config, repository, redirectUri } = options;
  let discovered: Promise<oidc.Configuration> | undefined;

  const configuration = (google: GoogleConfig) => {
    discovered ??= oidc
      .discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
        // Only a local test or development provider speaks plain HTTP.
        execute: google.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw new AppError('google_unreachable', { cause: error });
      });
    return discovered;
  };
  const required = () => {
    if (!config) throw new AppError('google_not_configured');
    return config;
  };

  return {
    /** Whether Google sign-in is on: its client is configured (the provider may still be down). */
    configured: config !== undefined,

    /** The provider's address, for a sign-in that only the browser with `binding` finishes. */
    async authorizationUrl(input: {
      referralCode: string | undefined;
      binding: string;
    }): Promise<string> {
      const server = await configuration(required());
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await repository.insert(
        {
          state,
          nonce,
          codeVerifier,
          referralCode: input.referralCode ?? null,
          bindingHash: bindingHash(input.binding),
        },
        STATE_VALID_MINUTES,
      );
      return oidc
        .buildAuthorizationUrl(server, {
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          response_type: 'code',
          state,
          nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
        })
        .toString();
    },

    /** Finishes the sign-in; the state is spent first, so a replay is refused even if this fails. */
    async finish(query: { code: string; state: string; binding: string }): Promise<GoogleSignIn> {
      const server = await configuration(required());
      const pending = isBinding(query.binding)
        ? await repository.take(query.state, bindingHash(query.binding))
        : undefined;
      if (!pending) throw new AppError('google_state_invalid');
      const callback = new URL(redirectUri);
      callback.searchParams.set('code', query.code);
      callback.searchParams.set('state', query.state);
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(server, callback, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        throw new AppError('google_failed', { cause: error });
      }
      const email = typeof claims?.email === 'string' ? claims.email.toLowerCase() : '';
      if (!email || claims?.email_verified !== true) {
        throw new AppError('google_email_unverified');
      }
      return { email, referralCode: pending.referralCode ?? undefined };
    },

    prune: () => repository.prune(),
  };
}
export type GoogleService = ReturnType<typeof createGoogleService>;
