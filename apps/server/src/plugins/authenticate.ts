import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Session } from '../modules/auth/tokens.service';
import { AppError } from './errors/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler: 401 unless the request carries a valid bearer token. */
    requireMember(request: FastifyRequest): Promise<void>;
    /** A preHandler for calls open to visitors: a token, when sent, must be valid. */
    optionalMember(request: FastifyRequest): Promise<void>;
    /**
     * requireMember, then 403 unless the member is an operator. Checked before the body is
     * read: a member learns nothing of what an operator's call accepts, not even its messages.
     */
    requireOperator: [
      (request: FastifyRequest) => Promise<void>,
      (request: FastifyRequest) => Promise<void>,
    ];
  }
  interface FastifyRequest {
    /** Set by requireMember. */
    session: Session | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Reads `Authorization: Bearer id|secret`; a missing, bad, revoked or idle token is a 401. */
export const authenticatePlugin = fp(
  async (app) => {
    const { tokens, members } = app.services;
    app.decorateRequest('session', null);
    const authenticate = async (request: FastifyRequest, required: boolean) => {
      const header = request.headers.authorization;
      if (!header && !required) return;
      const token = BEARER.exec(header ?? '')?.[1];
      const session = token ? await tokens.authenticate(token) : undefined;
      if (!session) throw new AppError('unauthenticated');
      request.session = session;
    };
    app.decorate('requireMember', (request: FastifyRequest) => authenticate(request, true));
    app.decorate('optionalMember', (request: FastifyRequest) => authenticate(request, false));
    app.decorate('requireOperator', [
      (request: FastifyRequest) => authenticate(request, true),
      (request: FastifyRequest) => members.operatorOnly(sessionOf(request).memberId),
    ]);
  },
  { name: 'authenticate', dependencies: ['services', 'errors'] },
);

/** The session of a route behind requireMember. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('unauthenticated');
  return request.session;
}
