import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { App } from '../../src/app';
import type { CookieJar } from '../helpers/cookie-jar';

/** Requests as callers make them: each from an address of its own, with a browser's cookies. */

/**
 * Distinct IPv4 addresses under a prefix of whole octets (`'127'`, `'198.18'`), one per call, so
 * no per-address limit answers in place of the route.
 */
export function addressesUnder(prefix: string): () => string {
  const fixed = prefix.split('.');
  const free = 4 - fixed.length;
  let count = 0;
  return () => {
    count += 1;
    const octets = Array.from({ length: free }, (_, i) => (count >> (8 * (free - 1 - i))) & 255);
    return [...fixed, ...octets].join('.');
  };
}

export interface ApiClient {
  /** Sends from the next address; with a jar, its cookies go along and the answer's are kept. */
  send(request: InjectOptions, jar?: CookieJar): Promise<LightMyRequestResponse>;
  /** A request the setup needs to succeed: its answer, or an error that shows the answer. */
  ok(request: InjectOptions, jar?: CookieJar): Promise<LightMyRequestResponse>;
  /** The same, with the body parsed by `schema`. */
  okJson<T>(schema: z.ZodType<T>, request: InjectOptions, jar?: CookieJar): Promise<T>;
}

export function apiClient(app: App, addressPrefix: string): ApiClient {
  const nextAddress = addressesUnder(addressPrefix);
  const send = async (request: InjectOptions, jar?: CookieJar) => {
    const response = await app.inject({
      ...request,
      headers: { ...request.headers, ...jar?.headers() },
      remoteAddress: nextAddress(),
    });
    return jar ? jar.keep(response) : response;
  };
  const ok = async (request: InjectOptions, jar?: CookieJar) => {
    const response = await send(request, jar);
    if (response.statusCode >= 300) {
      const { method = 'GET', url = request.path } = request;
      throw new Error(`${method} ${String(url)}: ${response.statusCode} ${response.body}`);
    }
    return response;
  };
  return {
    send,
    ok,
    okJson: async (schema, request, jar) => schema.parse((await ok(request, jar)).json()),
  };
}

/** Bearer tokens of members by role, kept valid across the routes that sign a member out. */
export class MemberTokens<Who extends string> {
  private readonly shared = new Map<Who, string>();

  constructor(
    private readonly app: App,
    private readonly memberIds: Record<Who, number>,
  ) {}

  /** The member's shared token, issued on first use. */
  async get(who: Who): Promise<string> {
    const known = this.shared.get(who);
    if (known) return known;
    const token = await this.app.services.tokens.issue(this.memberIds[who]);
    this.shared.set(who, token);
    return token;
  }

  /**
   * A token of its own for a request that may sign the member out everywhere (logout-all); the
   * shared one is retired with it.
   */
  single(who: Who): Promise<string> {
    this.shared.delete(who);
    return this.app.services.tokens.issue(this.memberIds[who]);
  }

  /** After a 401: whether the shared token had been revoked, in which case a new one is shared. */
  async renewIfRevoked(who: Who): Promise<boolean> {
    const current = this.shared.get(who);
    if (current && (await this.app.services.tokens.authenticate(current))) return false;
    this.shared.set(who, await this.app.services.tokens.issue(this.memberIds[who]));
    return true;
  }
}
