import type { InjectOptions } from 'fastify';
import {
  parametersIn,
  type ApiDocument,
  type ApiOperation,
  type ApiParameter,
  type Method,
} from './document';
import { jsonText } from './encoding';
import { sampleOf, type Hints } from './samples';

/** The parts of a valid request to an operation: its query, its headers and its body. */

export interface Body {
  /** No payload at all when undefined. */
  payload?: string | Buffer;
  contentType?: string;
}

export interface BodyShape extends Body {
  label: string;
}

export const jsonBody = (value: unknown): Body => ({
  payload: jsonText(value),
  contentType: 'application/json',
});

/** A valid body to start from: the required fields, all of them, or a file. */
export interface Base {
  label: string;
  everything?: boolean;
  upload?: BodyShape;
}

/**
 * The bases of an operation: with a JSON body, its required fields and every field; a write
 * other than DELETE that documents no JSON body takes a file, so nothing and each of `uploads`;
 * anything else, nothing.
 */
export function basesOf(op: ApiOperation, uploads: BodyShape[]): Base[] {
  if (op.body) return [{ label: '' }, { label: 'every field', everything: true }];
  if (!['POST', 'PUT', 'PATCH'].includes(op.method)) return [{ label: '' }];
  return [{ label: '' }, ...uploads.map((upload) => ({ label: upload.label, upload }))];
}

/** Values that pass for the required parameters in one place (all of them with `everything`). */
export function sampleParameters(
  doc: ApiDocument,
  op: ApiOperation,
  place: ApiParameter['in'],
  options: { hints: Hints; everything?: boolean },
): Record<string, unknown> {
  return Object.fromEntries(
    parametersIn(op, place)
      .filter((parameter) => parameter.required || options.everything)
      .map((parameter) => [
        parameter.name,
        sampleOf(doc, parameter.schema, { hints: options.hints, name: parameter.name }),
      ]),
  );
}

export interface QueryVariant {
  label: string;
  query: Record<string, unknown>;
  /** Whether the parameter it sets has a default, that is, chooses something when left out. */
  defaulted: boolean;
}

/** No change, then each value of each enum query parameter but `except`, one at a time. */
export function enumVariants(doc: ApiDocument, op: ApiOperation, except?: string): QueryVariant[] {
  const variants: QueryVariant[] = [{ label: '', query: {}, defaulted: false }];
  for (const parameter of parametersIn(op, 'query')) {
    const schema = doc.resolve(parameter.schema);
    if (parameter.name === except || !schema.enum) continue;
    for (const value of schema.enum) {
      variants.push({
        label: `${parameter.name}=${String(value)}`,
        query: { [parameter.name]: value },
        defaulted: schema.default !== undefined,
      });
    }
  }
  return variants;
}

/** Inject options of a call: the method, the URL, the body and its content type, the headers. */
export const requestOf = (
  method: Method,
  url: string,
  body: Body | undefined,
  headers: Record<string, string> = {},
): InjectOptions => ({
  method,
  url,
  headers: { ...(body?.contentType ? { 'content-type': body.contentType } : {}), ...headers },
  ...(body?.payload === undefined ? {} : { payload: body.payload }),
});
