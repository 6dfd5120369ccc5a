import { createECDH, randomBytes } from 'node:crypto';
import type { PathCandidates } from '../../openapi/path-values';
import { EachOf, type Hints } from '../../openapi/samples';
import type { Planted } from '../planted-secrets/plant-secrets';

/** What of the planted marketplace a request names: ids for the path, valid values for fields. */

/** The planted ids with their names: the items by role, then the comments and files in order. */
export const namedIds = (planted: Planted) => ({
  items: Object.entries(planted.items).map(([name, id]): [string, string] => [name, id]),
  comments: planted.commentIds.map((id, i): [string, string] => [`comment ${i + 1}`, id]),
  files: planted.fileIds.map((id, i): [string, string] => [`file ${i + 1}`, id]),
});

/** Planted ids in a text, named: `/api/items/<draftIdea>`. */
export function named(planted: Planted, text: string) {
  const { items, comments, files } = namedIds(planted);
  return [...items, ...comments, ...files].reduce(
    (result, [name, id]) => result.replaceAll(id, `<${name}>`),
    text,
  );
}

export const pathValuesFile =
  'pathValues in apps/server/test/helpers/visibility-sweep/planted-values.ts';

/**
 * Values for each path parameter, by name. Item routes, comment routes and the question bank's
 * routes all call theirs `id`: every route gets all of them, so each is also tried with the ids
 * of the others.
 */
export const pathValues = (planted: Planted): PathCandidates => {
  const { items, comments, files } = namedIds(planted);
  return {
    id: [...items, ...comments, ['question', String(planted.questionIds[0])]],
    fileId: files,
    key: planted.avatarKeys.map((key) => ['avatar', key]),
    authority: [['unknown authority', 'S0000000000000000000000000000000000000']],
    choice: [['pay', 'pay']],
    // A published idea's certificates: its first version, signed before the sweep, and one that
    // does not exist.
    version: [
      ['first version', '1'],
      ['missing version', '999'],
    ],
    // Receipts: the buyer's purchase (the owner's sale) and the buyer's withdrawal; every other
    // viewer is told they do not exist.
    reference: [
      ['purchase', planted.receiptReferences.purchase],
      ['withdrawal', planted.receiptReferences.withdrawal],
    ],
    userId: Object.entries(planted.memberIds).map(([name, id]): [string, string] => [
      name,
      String(id),
    ]),
  };
};

let serial = 0;
/**
 * Values for body and query fields, by name, where the schema alone does not give a valid one.
 * Addresses are new at each call (a code is sent at most once a minute to an address); none is
 * a secret, so a response that repeats the request cannot count as a leak.
 */
export const hintsFor = (planted: Planted): Hints => ({
  email: () => `sweep${++serial}@example.com`,
  mobile: () => `0990${String(++serial).padStart(7, '0')}`,
  phone: () => '02100000000',
  code: () => '00000',
  price: () => '1000',
  referral_code: () => planted.referralCode,
  // The object of a mutation: each planted item in turn.
  idea_id: () => new EachOf(Object.values(planted.items)),
  questions_id: () => planted.questionIds[0] ?? 1,
  private_question_ids: () => [planted.questionIds[0] ?? 1],
  // A browser's push subscription keys: a P-256 public key and a 16-byte auth secret.
  p256dh: () => createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: () => randomBytes(16).toString('base64url'),
});
