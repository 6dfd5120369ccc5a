import { z } from 'zod';
import { jsonOf, urlOf } from '../../openapi/encoding';
import {
  describeCombo,
  missingPathParameters,
  pathCombinations,
  pathOf,
} from '../../openapi/path-values';
import { enumVariants } from '../../openapi/request';
import { forgedFrom } from '../../openapi/shapes/cursors';
import type { Shape } from '../../openapi/shapes/values';
import { bearer } from '../sign-in';
import type { FuzzApp } from './app';
import { pathCandidates, pathCandidatesFile } from './world-values';
import type { World } from './world';

const page = z.object({ next_cursor: z.string().nullable() });

/**
 * The next_cursor of every list, asked for with each of its sorts and filters, one page of one:
 * real cursors, which mean something only with the sort and filters they came from.
 */
export async function collectCursors(fuzz: FuzzApp, world: World): Promise<Shape[]> {
  const cursors: Shape[] = [];
  const seen = new Set<string>();
  for (const op of fuzz.doc.operations) {
    const names = op.parameters.map((parameter) => parameter.name);
    const candidates = pathCandidates(world);
    // A route without candidates for its path fails its own test, saying so.
    if (
      op.method !== 'GET' ||
      !names.includes('cursor') ||
      missingPathParameters(op, candidates).length > 0
    ) {
      continue;
    }
    for (const combo of pathCombinations(op, candidates, pathCandidatesFile)) {
      for (const variant of enumVariants(fuzz.doc, op, 'cursor')) {
        const url = urlOf(op.path, pathOf(combo), {
          ...(names.includes('limit') ? { limit: 1 } : {}),
          ...variant.query,
        });
        const headers = bearer(await world.tokens.get('owner'));
        const response = await fuzz.client.send({ url, headers });
        const parsed = page.safeParse(jsonOf(response.body));
        const cursor = parsed.success ? parsed.data.next_cursor : null;
        if (!cursor || seen.has(cursor)) continue;
        seen.add(cursor);
        const where = describeCombo(combo)
          .map((entry) => ` ${entry}`)
          .join('');
        const query = variant.label ? `?${variant.label}` : '';
        const label = `next_cursor(${op.label}${query}${where})`;
        cursors.push({ label, value: cursor, core: true });
        // Forged ones go back only where the real one came from, where they pass as that list's.
        const only = { op: op.label, query: { ...variant.query } };
        for (const forged of forgedFrom(cursor)) {
          cursors.push({ label: `${label} with ${forged.label}`, value: forged.value, only });
        }
      }
    }
  }
  if (cursors.length === 0) throw new Error('no list gave a next_cursor to fuzz with');
  return cursors;
}
