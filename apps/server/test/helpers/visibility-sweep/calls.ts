import type { ApiDocument, ApiOperation, Method } from '../../openapi/document';
import { urlOf } from '../../openapi/encoding';
import { pathCombinations, pathOf } from '../../openapi/path-values';
import {
  basesOf,
  enumVariants,
  jsonBody,
  sampleParameters,
  type Body,
  type BodyShape,
} from '../../openapi/request';
import { samplesOf, type Hints } from '../../openapi/samples';
import { hintsFor, pathValues, pathValuesFile } from './planted-values';
import type { Planted } from '../planted-secrets/plant-secrets';

/** One request of the sweep, before it is sent as one viewer or another. */
export interface Call {
  /** `GET /api/items/:id`, as Fastify names the route. */
  route: string;
  method: Method;
  url: string;
  body?: Body;
  headers?: Record<string, string>;
  language: 'en' | 'fa';
  alsoHead?: boolean;
}

/** A query parameter that searches: the sweep sends it every secret. */
const SEARCH_PARAM = /^(q|query|search|term|keywords?)$/;

/** The form of an operation in messages and in Fastify's route tree: `GET /api/items/:id`. */
export const routeOf = (op: ApiOperation) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * Query strings: the required parameters, then each value of each enum; and to sweep, each of
 * `searched` in each search parameter, with the values of the enums that have a default (they
 * choose what is searched when none is given, such as the section).
 */
function queriesOf(doc: ApiDocument, op: ApiOperation, hints: Hints, searched: string[]) {
  const base = sampleParameters(doc, op, 'query', { hints });
  const variants = enumVariants(doc, op);
  const scopes = variants.filter((variant) => variant.label === '' || variant.defaulted);
  const searches = op.parameters
    .filter((parameter) => parameter.in === 'query' && SEARCH_PARAM.test(parameter.name))
    .flatMap((parameter) =>
      scopes.flatMap((scope) =>
        searched.map((value) => ({ ...base, ...scope.query, [parameter.name]: value })),
      ),
    );
  const texts = (queries: Record<string, unknown>[]) => [
    ...new Set(queries.map((query) => urlOf('', {}, query))),
  ];
  return [
    ...texts(variants.map((variant) => ({ ...base, ...variant.query }))).map((query) => ({
      query,
      searching: false,
    })),
    ...texts(searches).map((query) => ({ query, searching: true })),
  ];
}

/** The distinct bodies of an operation: its JSON samples, or none and an upload. */
function bodiesOf(doc: ApiDocument, op: ApiOperation, hints: Hints, upload: BodyShape): Body[] {
  const bodies = basesOf(op, [upload]).flatMap((base): Body[] => {
    if (base.upload) return [base.upload];
    if (!op.body) return [{}];
    return samplesOf(doc, op.body, { hints, everything: base.everything }).map(jsonBody);
  });
  const texts = new Set<string | undefined>();
  return bodies.filter((body) => {
    const text = body.payload?.toString();
    if (texts.has(text)) return false;
    texts.add(text);
    return true;
  });
}

/**
 * Every request of the sweep for one viewer: each documented route and method, with each
 * combination of path values, its query variants and bodies. `readOnly` keeps to GET, for the
 * owner and the buyer, whose own mutations would undo the planting. An operation that cannot be
 * called (a path parameter without values, a field no sample fits) is a problem, not a call.
 */
export function callsFor(
  doc: ApiDocument,
  planted: Planted,
  options: { readOnly: boolean; upload: BodyShape },
): { calls: Call[]; problems: string[] } {
  const { readOnly, upload } = options;
  const calls: Call[] = [];
  const problems: string[] = [];
  const hints = hintsFor(planted);
  const secrets = readOnly ? [] : planted.secrets.map((secret) => secret.value);
  for (const op of doc.operations) {
    if (readOnly && op.method !== 'GET') continue;
    const route = routeOf(op);
    try {
      const combos = pathCombinations(op, pathValues(planted), pathValuesFile);
      const queries = queriesOf(doc, op, hints, secrets);
      const required = sampleParameters(doc, op, 'header', { hints });
      const headers = Object.fromEntries(
        Object.entries(required).map(([name, value]) => [name, String(value)]),
      );
      const bodies = bodiesOf(doc, op, hints, upload);
      for (const combo of combos) {
        for (const { query, searching } of queries) {
          for (const body of bodies) {
            // Reading routes also in Persian and as HEAD (the same headers, no body); the
            // searches for secrets once, they are many.
            const reads = op.method === 'GET' && !readOnly && !searching;
            for (const language of reads ? (['en', 'fa'] as const) : (['en'] as const)) {
              calls.push({
                route,
                method: op.method,
                url: `${urlOf(op.path, pathOf(combo))}${query}`,
                body,
                headers,
                language,
                alsoHead: reads,
              });
            }
          }
        }
      }
    } catch (error) {
      problems.push(`${route}: ${(error as Error).message}`);
    }
  }
  return { calls, problems };
}
