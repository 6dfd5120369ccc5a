import {
  googleCallbackQuerySchema,
  googleRedirectQuerySchema,
  googleRedirectResponseSchema,
  signedInResponseSchema,
} from '@ideabazaar/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/errors/error-responses';
import type { AuthService } from './auth.service';
import { bindingCookie, caller, tags } from './auth.routes-context';

// The browser binding of a Google sign-in (google.service), sent back only to the callback call.
const googleBinding = bindingCookie({
  name: 'ib_oidc_binding',
  path: '/api/auth/google',
  maxAgeSeconds: 10 * 60,
});

/** Sign-in with Google over OpenID Connect, bound to the browser that started it. */
export function googleRoutes(
  service: AuthService,
  options: { secureCookies: boolean },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/google/redirect',
      {
        schema: {
          tags,
          summary: 'The Google sign-in address to send the browser to',
          description:
            'Sets an HttpOnly cookie binding the sign-in to this browser; the callback refuses a state without it.',
          querystring: googleRedirectQuerySchema,
          response: {
            200: googleRedirectResponseSchema,
            ...errorResponses('validation_failed', 'unavailable'),
          },
        },
      },
      async (request, reply) => {
        const { url } = await service.googleUrl({
          referralCode: request.query.referral_code,
          binding: googleBinding.keep(request, reply, options.secureCookies),
        });
        return { url };
      },
    );

    app.get(
      '/auth/google/callback',
      {
        schema: {
          tags,
          summary: 'Finish the Google sign-in',
          description:
            'A forged, expired or reused state, or one started in another browser (its binding cookie missing or different), is refused with 400.',
          querystring: googleCallbackQuerySchema,
          response: {
            200: signedInResponseSchema,
            ...errorResponses(
              'bad_request',
              'validation_failed',
              'unauthenticated',
              'forbidden',
              'member_blocked',
              'unavailable',
            ),
          },
        },
      },
      (request) =>
        service.finishGoogle({
          ...caller(request),
          ...request.query,
          binding: googleBinding.read(request) ?? '',
        }),
    );
  };
}
