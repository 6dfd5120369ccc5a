import { fieldsOf, MISSING, schemaAt } from '../../openapi/fields';
import { pathCombinations } from '../../openapi/path-values';
import { basesOf, enumVariants } from '../../openapi/request';
import { bodyShapes, multipartShapes } from '../../openapi/shapes/bodies';
import { handmadeCursors } from '../../openapi/shapes/cursors';
import { headerShapes } from '../../openapi/shapes/headers';
import { arrayShapes, urlShapes, valueShapes, type Shape } from '../../openapi/shapes/values';
import type { Context, RouteRun } from './route-run';
import { holdsId, knownIdShapes, pathCandidates, pathCandidatesFile } from './world-values';
import { roles } from './world';

/** The passes over one operation: every caller, then every field, then every body and header. */

// The deeper a base request got, the more a change to one field can reach.
const depth = (status: number) =>
  status < 300 ? 0 : [409, 422, 400, 403, 404, 415, 413, 429, 401].indexOf(status) + 1 || 10;

/** Calls by each role at each combination of real ids, with each body the operation may take. */
export async function everyCaller(run: RouteRun): Promise<Context[]> {
  const { op, world, fuzz } = run;
  const bases = basesOf(op, multipartShapes(fuzz.files).slice(0, 2));
  const contexts: Context[] = [];
  for (const who of roles) {
    for (const combo of pathCombinations(op, pathCandidates(world), pathCandidatesFile)) {
      for (const base of bases) {
        const context: Context = { who, combo, base, status: 0 };
        context.status = await run.send(context, { label: 'valid' });
        contexts.push(context);
      }
    }
  }
  return contexts;
}

/**
 * The deepest context, and a successful one of another role if there is one: the core shapes
 * again there, since what a role may see or do can change the code a value reaches.
 */
export function deepest(contexts: Context[]): [Context, Context | undefined] {
  const sorted = [...contexts].sort((a, b) => depth(a.status) - depth(b.status));
  const [first] = sorted;
  if (!first) throw new Error('no request was sent');
  const other = sorted.find((context) => depth(context.status) === 0 && context.who !== first.who);
  return [first, other];
}

/** Each parameter and body field replaced by each shape, one at a time. */
export async function everyField(
  run: RouteRun,
  context: Context,
  options: { coreOnly: boolean; cursors: Shape[] },
) {
  const { op, world, fuzz } = run;
  const { coreOnly } = options;
  const pick = (shapes: Shape[]) => (coreOnly ? shapes.filter((shape) => shape.core) : shapes);
  const missing: Shape = { label: 'missing', value: MISSING, core: true };
  const known = knownIdShapes(world);
  // Header parameters get the header shapes of `everyBodyAndHeader`.
  for (const parameter of op.parameters.filter((entry) => entry.in !== 'header')) {
    const shapes = [
      ...valueShapes,
      ...urlShapes,
      ...known,
      ...(parameter.required ? [missing] : []),
    ];
    for (const shape of pick(shapes)) {
      await run.send(context, {
        label: `${parameter.in} ${parameter.name}=${shape.label}`,
        [parameter.in]: { [parameter.name]: shape.value },
      });
    }
    // A cursor means something only with the sort and filters it came from: each with each, in
    // the deepest context (the others get the cursors as they are).
    if (parameter.in === 'query' && parameter.name === 'cursor') {
      const variants = coreOnly ? [{ label: '', query: {} }] : enumVariants(fuzz.doc, op, 'cursor');
      for (const shape of pick([...options.cursors, ...handmadeCursors])) {
        if (shape.only && shape.only.op !== op.label) continue;
        const forOnly = shape.only
          ? [{ label: 'where it came from', query: shape.only.query }]
          : [];
        for (const variant of shape.only ? forOnly : variants) {
          await run.send(context, {
            label: `query cursor=${shape.label}${variant.label ? ` & ${variant.label}` : ''}`,
            query: { ...variant.query, cursor: shape.value },
          });
        }
      }
    }
  }
  const { body } = op;
  if (!body) return;
  for (const field of fieldsOf(fuzz.doc, body)) {
    const schema = schemaAt(fuzz.doc, body, field);
    const resolved = fuzz.doc.resolve(schema);
    const name = field.filter((key) => typeof key === 'string').at(-1);
    const ids = holdsId(fuzz.doc, name, schema) ? known : [];
    const extra = resolved.items ? arrayShapes(run.sample(resolved.items)) : [];
    for (const shape of pick([...valueShapes, ...ids, ...extra, missing])) {
      await run.send(context, {
        label: `body ${field.join('.')}=${shape.label}`,
        json: run.bodyWith(context, field, shape.value),
      });
    }
  }
}

/** Whole bodies and headers, every field valid but the body or header in question. */
export async function everyBodyAndHeader(run: RouteRun, context: Context) {
  const { op, fuzz } = run;
  for (const [label, headers] of headerShapes) {
    await run.send(context, { label: `header ${label}`, headers });
  }
  if (op.parameters.some((parameter) => parameter.in === 'query' && !parameter.required)) {
    await run.send(context, { label: 'every query parameter', query: run.query(true) });
  }
  if (op.method === 'GET' || op.method === 'HEAD') return;
  const sample = op.body ? run.sample(op.body, context.base.everything) : {};
  // Uploads only where no JSON body is documented; elsewhere one multipart body is enough.
  const uploads = multipartShapes(fuzz.files).slice(0, op.body ? 1 : undefined);
  for (const body of [...bodyShapes(sample, fuzz.t.config.bodyLimit), ...uploads]) {
    await run.send(context, { label: `body ${body.label}`, body });
  }
}
