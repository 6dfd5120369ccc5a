import { z } from 'zod';

/** The part of JSON Schema (as zod writes it into OpenAPI 3.1) that the tests read. */
export interface JsonSchema {
  $ref?: string | undefined;
  type?: string | string[] | undefined;
  enum?: unknown[] | undefined;
  const?: unknown;
  default?: unknown;
  format?: string | undefined;
  pattern?: string | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  exclusiveMinimum?: number | boolean | undefined;
  minItems?: number | undefined;
  properties?: Record<string, JsonSchema> | undefined;
  required?: string[] | undefined;
  items?: JsonSchema | undefined;
  anyOf?: JsonSchema[] | undefined;
  oneOf?: JsonSchema[] | undefined;
  allOf?: JsonSchema[] | undefined;
}

const jsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.looseObject({
    $ref: z.string().optional(),
    type: z.union([z.string(), z.array(z.string())]).optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    default: z.unknown().optional(),
    format: z.string().optional(),
    pattern: z.string().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    exclusiveMinimum: z.union([z.number(), z.boolean()]).optional(),
    minItems: z.number().optional(),
    properties: z.record(z.string(), jsonSchema).optional(),
    required: z.array(z.string()).optional(),
    items: jsonSchema.optional(),
    anyOf: z.array(jsonSchema).optional(),
    oneOf: z.array(jsonSchema).optional(),
    allOf: z.array(jsonSchema).optional(),
  }),
);

const parameterSchema = z.looseObject({
  $ref: z.string().optional(),
  name: z.string().optional(),
  in: z.string().optional(),
  required: z.boolean().optional(),
  schema: jsonSchema.optional(),
});

const requestBodySchema = z.looseObject({
  $ref: z.string().optional(),
  content: z.record(z.string(), z.looseObject({ schema: jsonSchema.optional() })).optional(),
});

const operationSchema = z.looseObject({
  parameters: z.array(parameterSchema).optional(),
  requestBody: requestBodySchema.optional(),
});

const documentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;
export type Method = Uppercase<(typeof METHODS)[number]>;

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface ApiOperation {
  /** `GET /api/items/{id}`, the name of a test. */
  label: string;
  method: Method;
  /** The OpenAPI path, with `{param}` templates. */
  path: string;
  parameters: ApiParameter[];
  /** The JSON body schema; undefined when the operation documents none. */
  body: JsonSchema | undefined;
}

export interface ApiDocument {
  operations: ApiOperation[];
  /** The schema a `$ref` names, with the parts of an `allOf` merged into one. */
  resolve(schema: JsonSchema): JsonSchema;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isParameterPlace = (place: string | undefined): place is ApiParameter['in'] =>
  place === 'path' || place === 'query' || place === 'header';

/** The operations of a document from `/api/docs/json`, with `$ref`s and `allOf`s resolved. */
export function readDocument(raw: unknown): ApiDocument {
  const document = documentSchema.parse(raw);
  const pointer = (ref: string): unknown =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, part) => (isRecord(node) ? node[part] : undefined), raw);
  const follow = <T extends { $ref?: string | undefined }>(node: T, schema: z.ZodType<T>): T => {
    let current = node;
    // A bound on the chain, so a cycle of references fails instead of hanging.
    for (let hops = 0; current.$ref !== undefined && hops < 20; hops += 1) {
      current = schema.parse(pointer(current.$ref));
    }
    return current;
  };
  const resolve = (given: JsonSchema): JsonSchema => {
    const schema = follow(given, jsonSchema);
    if (!schema.allOf) return schema;
    return schema.allOf.map(resolve).reduce<JsonSchema>(
      (merged, part) => ({
        ...merged,
        ...part,
        properties: { ...merged.properties, ...part.properties },
        required: [...(merged.required ?? []), ...(part.required ?? [])],
      }),
      { ...schema, allOf: undefined },
    );
  };

  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      if (item[method] === undefined) continue;
      const operation = operationSchema.parse(item[method]);
      const parameters: ApiParameter[] = [];
      for (const entry of operation.parameters ?? []) {
        const parameter = follow(entry, parameterSchema);
        if (!isParameterPlace(parameter.in)) continue;
        parameters.push({
          name: parameter.name ?? '',
          in: parameter.in,
          required: parameter.required ?? parameter.in === 'path',
          schema: parameter.schema ?? {},
        });
      }
      const requestBody = operation.requestBody && follow(operation.requestBody, requestBodySchema);
      const content = Object.entries(requestBody?.content ?? {});
      const body = content.find(([type]) => type.includes('json'))?.[1].schema;
      const upper = method.toUpperCase() as Method;
      operations.push({ label: `${upper} ${path}`, method: upper, path, parameters, body });
    }
  }
  return { operations, resolve };
}

/** The parameters of an operation in one place: its path, its query or its headers. */
export const parametersIn = (op: ApiOperation, place: ApiParameter['in']) =>
  op.parameters.filter((parameter) => parameter.in === place);
