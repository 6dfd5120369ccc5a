import { parametersIn, type ApiOperation } from './document';
import { product } from './samples';

/**
 * Real values for each path parameter, by name, each labelled for the messages. The routes come
 * from the document, so a route added later is covered without anyone listing it; a path
 * parameter no test knows fails instead of leaving its routes out.
 */
export type PathCandidates = Record<string, [label: string, value: string][]>;

export interface PathValue {
  name: string;
  label: string;
  value: string;
}

/** The names of the operation's path parameters that have no candidate values. */
export const missingPathParameters = (op: ApiOperation, candidates: PathCandidates) =>
  parametersIn(op, 'path')
    .map((parameter) => parameter.name)
    .filter((name) => !candidates[name]?.length);

/**
 * Every combination of the candidate values of the operation's path parameters. Throws, naming
 * the parameter and `whereToAdd`, when one has none: the test of the operation fails saying so.
 */
export function pathCombinations(
  op: ApiOperation,
  candidates: PathCandidates,
  whereToAdd: string,
): PathValue[][] {
  const missing = missingPathParameters(op, candidates).map((name) => `"${name}"`);
  if (missing.length > 0) {
    throw new Error(
      `no candidate values for path parameter ${missing.join(', ')}. Add it to ` +
        `${whereToAdd} with real ids of what it names.`,
    );
  }
  return product(
    parametersIn(op, 'path').map((parameter) =>
      (candidates[parameter.name] ?? []).map(([label, value]) => ({
        name: parameter.name,
        label,
        value,
      })),
    ),
  );
}

/** The path values of a combination, by name, for `urlOf`. */
export const pathOf = (combo: PathValue[]): Record<string, string> =>
  Object.fromEntries(combo.map((entry) => [entry.name, entry.value]));

/** `id=draft, fileId=private file`: a combination in a message. */
export const describeCombo = (combo: PathValue[]) =>
  combo.map((entry) => `${entry.name}=${entry.label}`);
