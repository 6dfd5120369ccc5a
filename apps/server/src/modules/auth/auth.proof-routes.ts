import {
  emailProofRequestSchema,
  emailProofVerifySchema,
  meResponseSchema,
  sendEmailCodeResponseSchema,
} from '@ideabazaar/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses } from '../../plugins/errors/error-responses';
import type { AuthService } from './auth.service';
import { bodyErrors, caller, tags } from './auth.routes-context';

/** A member proves an e-mail address they add (it waits as pending until then). */
export function proofRoutes(service: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/me/email',
      {
        onRequest: app.requireMember,
        schema: {
          tags,
          summary: 'Add or change the e-mail address: send a code to it',
          description:
            'The address is kept pending (`pending_email` on /api/me) until its code comes back to /api/me/email/verify; no sign-in matches a pending address.',
          body: emailProofRequestSchema,
          response: {
            200: sendEmailCodeResponseSchema,
            ...errorResponses(...bodyErrors, 'unauthenticated', 'rate_limited', 'unavailable'),
          },
        },
      },
      (request) =>
        service.sendEmailProof({
          ...caller(request),
          memberId: sessionOf(request).memberId,
          email: request.body.email,
        }),
    );

    app.post(
      '/me/email/verify',
      {
        onRequest: app.requireMember,
        schema: {
          tags,
          summary: 'Confirm the pending e-mail address with its code',
          description:
            "The address becomes the member's e-mail (they can sign in with it). 422 for a wrong code or nothing pending; 409 when another account has the address.",
          body: emailProofVerifySchema,
          response: {
            200: meResponseSchema,
            ...errorResponses(...bodyErrors, 'unauthenticated', 'conflict', 'rate_limited'),
          },
        },
      },
      (request) =>
        service.verifyEmailProof({
          ...caller(request),
          memberId: sessionOf(request).memberId,
          code: request.body.code,
        }),
    );
  };
}
