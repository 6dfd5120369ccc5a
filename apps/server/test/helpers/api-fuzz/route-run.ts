import { z } from 'zod';
import type { ApiOperation, JsonSchema } from '../../openapi/document';
import { jsonOf, urlOf } from '../../openapi/encoding';
import { withField, type FieldPath } from '../../openapi/fields';
import { describeCombo, pathOf, type PathValue } from '../../openapi/path-values';
import {
  jsonBody,
  requestOf,
  sampleParameters,
  type Base,
  type Body,
  type BodyShape,
} from '../../openapi/request';
import { sampleOf, type Hints } from '../../openapi/samples';
import { bearer } from '../sign-in';
import type { FuzzApp } from './app';
import { hintsFor } from './world-values';
import type { Role, World } from './world';

/** Who calls, at which ids, from which valid body, and how far that got. */
export interface Context {
  who: Role;
  combo: PathValue[];
  base: Base;
  status: number;
}

/** What a request changes of its context's valid one. */
export interface Change {
  label: string;
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  /** A JSON body; the context's valid one when undefined. */
  json?: unknown;
  body?: BodyShape;
  headers?: Record<string, string>;
}

const errorShape = z.object({ message: z.string(), code: z.string() });

const loggedError = z.object({
  err: z.object({ type: z.string(), message: z.string(), stack: z.string() }).partial(),
});

/** What the app logged for a 5xx: where it failed and the deepest cause, so a finding says why. */
function logged(lines: string[]): string {
  const messages = lines.flatMap((line) => {
    const parsed = loggedError.safeParse(jsonOf(line));
    if (!parsed.success) return [];
    const { type = 'Error', message = '', stack = '' } = parsed.data.err;
    const cause = [...stack.matchAll(/^caused by: (?:\w+: )?(.*)$/gm)].at(-1)?.[1];
    const first = `${type}: ${message.split('\n')[0]?.slice(0, 90) ?? ''}`;
    return [cause ? `${first} … ${cause}` : first];
  });
  return messages.length > 0 ? ` [log: ${messages.join(' | ')}]` : '';
}

/** One operation's run: sends requests and keeps what went wrong. */
export class RouteRun {
  readonly serverErrors: string[] = [];
  readonly badErrorBodies: string[] = [];
  readonly hints: Hints;

  constructor(
    readonly fuzz: FuzzApp,
    readonly op: ApiOperation,
    readonly world: World,
  ) {
    this.hints = hintsFor(world);
  }

  sample(schema: JsonSchema, everything = false): unknown {
    return sampleOf(this.fuzz.doc, schema, { hints: this.hints, everything });
  }

  /** The valid body of the context with one field replaced (or removed). */
  bodyWith(context: Context, field: FieldPath, value: unknown): unknown {
    const body = this.op.body ?? {};
    const sample = this.sample(body, context.base.everything);
    return withField(this.fuzz.doc, this.hints, body, sample, field, value);
  }

  /** The required query parameters (all of them with `everything`), each with a value that passes. */
  query(everything = false): Record<string, unknown> {
    return sampleParameters(this.fuzz.doc, this.op, 'query', { hints: this.hints, everything });
  }

  async send(context: Context, change: Change): Promise<number> {
    const { fuzz, op, world } = this;
    const { who, combo, base } = context;
    const url = urlOf(
      op.path,
      { ...pathOf(combo), ...change.path },
      { ...this.query(), ...change.query },
    );
    const body: Body | undefined =
      change.body ??
      (op.body ? jsonBody(change.json ?? this.sample(op.body, base.everything)) : base.upload);
    const request = async () =>
      requestOf(op.method, url, body, {
        ...(who === 'visitor' ? {} : bearer(await world.tokens.get(who))),
        ...change.headers,
      });
    const logStart = fuzz.logs.length;
    let response = await fuzz.client.send(await request(), world.cookies);
    // Logout revokes the token it came with: a fresh one, and the request once more.
    if (
      response.statusCode === 401 &&
      who !== 'visitor' &&
      !change.headers?.authorization &&
      (await world.tokens.renewIfRevoked(who))
    ) {
      response = await fuzz.client.send(await request(), world.cookies);
    }
    const status = response.statusCode;
    const where = [who, ...describeCombo(combo)];
    if (base.label && !change.body) where.push(`body=${base.label}`);
    const finding = `${op.label} (${where.join(', ')}) ${change.label} -> ${status} ${response.body.slice(0, 160)}`;
    if (status >= 500) this.serverErrors.push(finding + logged(fuzz.logs.slice(logStart)));
    if (status >= 400 && status < 500 && !errorShape.safeParse(jsonOf(response.body)).success) {
      this.badErrorBodies.push(finding);
    }
    return status;
  }
}
