import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { createTokensRepository } from '../modules/auth/tokens.repository';
import {
  createTokensService,
  type Session,
  type TokensService,
} from '../modules/auth/tokens.service';
import { AppError } from './errors/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokensService;
    /** A preHandler: 401 unless the request carries a valid bearer token. */
    requireMember(request: FastifyRequest): Promise<void>;
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
    const tokens = createTokensService({ repository: createTokensRepository(app.database.db) });
    app.decorate('tokens', tokens);
    app.decorateRequest('session', null);
    app.decorate('requireMember', async (request: FastifyRequest) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const session = token ? await tokens.authenticate(token) : undefined;
      if (!session) throw new AppError('unauthenticated', 'Unauthenticated');
      request.session = session;
    });
  },
  { name: 'authenticate', dependencies: ['database', 'errors'] },
);

/** The session of a route behind requireMember. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('unauthenticated', 'Unauthenticated');
  return request.session;
}
