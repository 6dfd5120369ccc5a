import { isRecord, type ApiDocument, type JsonSchema } from './document';
import { sampleOf, type Hints } from './samples';

/** The fields of a body, for changing one at a time while the rest stays valid. */

export type FieldPath = (string | number)[];

/** The field is left out. */
export const MISSING = Symbol('missing');

const alternativesOf = (doc: ApiDocument, schema: JsonSchema) =>
  [schema, ...(schema.anyOf ?? schema.oneOf ?? [])].map(doc.resolve);

/** The schema of a property or an array element, looking through anyOf/oneOf. */
export function childSchema(doc: ApiDocument, given: JsonSchema, key: string | number) {
  for (const candidate of alternativesOf(doc, doc.resolve(given))) {
    if (typeof key === 'number' && candidate.items) return candidate.items;
    if (typeof key === 'string' && candidate.properties?.[key]) return candidate.properties[key];
  }
  return undefined;
}

/** The schema at a path from the root. */
export const schemaAt = (doc: ApiDocument, root: JsonSchema, path: FieldPath): JsonSchema =>
  path.reduce<JsonSchema>((node, key) => childSchema(doc, node, key) ?? {}, root);

/** Every property and array element of a body, containers included, as paths from the root. */
export function fieldsOf(doc: ApiDocument, given: JsonSchema, prefix: FieldPath = []): FieldPath[] {
  if (prefix.length > 6) return [];
  const schema = doc.resolve(given);
  const keys = new Set<string | number>();
  for (const candidate of alternativesOf(doc, schema)) {
    for (const key of Object.keys(candidate.properties ?? {})) keys.add(key);
    if (candidate.items) keys.add(0);
  }
  return [...keys].flatMap((key) => {
    const child = childSchema(doc, schema, key);
    return child ? [[...prefix, key], ...fieldsOf(doc, child, [...prefix, key])] : [];
  });
}

/** A copy of `root` with the value at `path` replaced (or removed), creating what leads to it. */
export function withField(
  doc: ApiDocument,
  hints: Hints,
  rootSchema: JsonSchema,
  root: unknown,
  path: FieldPath,
  value: unknown,
): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  let next = value;
  if (rest.length > 0) {
    const schema = childSchema(doc, rootSchema, key) ?? {};
    const current: unknown = Array.isArray(root)
      ? root[Number(key)]
      : isRecord(root)
        ? root[String(key)]
        : undefined;
    const name = typeof key === 'string' ? key : undefined;
    const start = current ?? sampleOf(doc, schema, { hints, name });
    next = withField(doc, hints, schema, start, rest, value);
  }
  if (typeof key === 'number') {
    const copy: unknown[] = Array.isArray(root) ? [...root] : [];
    if (next === MISSING) copy.splice(key, 1);
    else copy[key] = next;
    return copy;
  }
  const copy: Record<string, unknown> = isRecord(root) ? { ...root } : {};
  if (next === MISSING) delete copy[key];
  else copy[key] = next;
  return copy;
}
