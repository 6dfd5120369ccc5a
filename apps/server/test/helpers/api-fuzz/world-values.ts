import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { ApiDocument, JsonSchema } from '../../openapi/document';
import type { PathCandidates } from '../../openapi/path-values';
import type { Hints } from '../../openapi/samples';
import type { Shape } from '../../openapi/shapes/values';
import type { World } from './world';

/** What of a world a request names: ids for the path, valid values for fields, wrong ids. */

export const pathCandidatesFile =
  'pathCandidates in apps/server/test/helpers/api-fuzz/world-values.ts';

/** Real values for each path parameter, by name: add a new one with the ids it can point at. */
export const pathCandidates = (w: World): PathCandidates => ({
  id: [
    ['idea', w.ideaId],
    ['need', w.needId],
    ['draft', w.draftId],
    ['visitor draft', w.visitorDraftId],
    ['archived', w.archivedId],
    ['comment', w.commentId],
    ['answer', w.answerId],
    ['question', String(w.questionId)],
  ],
  fileId: [
    ['public file', w.publicFileId],
    ['private file', w.privateFileId],
  ],
  // A published idea's first certificate (pending until the batch runs), and one it lacks.
  version: [
    ['first version', '1'],
    ['missing version', '999'],
    ['malformed version', '0x1'],
  ],
  authority: [
    ['unknown authority', 'S0000000000000000000000000000000000000'],
    ['malformed authority', "x'--"],
  ],
  // A receipt's reference: the world moves no money, so one that no member has (the owner's and
  // the others' receipts are read in the visibility sweep and wallet/operations.test.ts), a
  // member's id in its place, and a malformed one.
  reference: [
    ['unknown receipt', randomUUID()],
    ['an item id', w.ideaId],
    ['malformed receipt', "x'--"],
  ],
  choice: [
    ['pay', 'pay'],
    ['cancel', 'cancel'],
  ],
  userId: [
    ['owner', String(w.memberIds.owner)],
    ['buyer', String(w.memberIds.buyer)],
    ['operator', String(w.memberIds.operator)],
    ['unknown member', '999999999'],
  ],
  key: [
    ['avatar', w.avatarKey],
    ['unknown avatar', `avatar-${randomUUID()}`],
    ['word', 'fuzz'],
  ],
});

let unique = 0;
const mobile = () => `0912${String(++unique % 1e7).padStart(7, '0')}`;

/** Values that pass for fields whose schema alone cannot say what a valid value is. */
export const hintsFor = (w: World): Hints => ({
  email: () => `fuzz.${++unique}@example.com`,
  mobile,
  phone: mobile,
  code: () => '12345',
  referral_code: () => w.referralCode,
  idea_id: () => w.draftId,
  item_id: () => w.needId,
  client_id: () => randomUUID(),
  questions_id: () => w.textQuestionId,
  answer: () => 'A fuzzed answer',
  key: () => `fuzz_${++unique}`,
  state: () => w.googleStates.pop() ?? 'no-state-left',
  // The console's audit filter: an operator who acted.
  actor: () => String(w.memberIds.operator),
  // A browser's push subscription keys: a P-256 public key and a 16-byte auth secret.
  p256dh: () => createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: () => randomBytes(16).toString('base64url'),
});

// Fields that hold an id get the ids of everything planted: a comment id as an item id, a member
// id as a question.
export const holdsId = (doc: ApiDocument, name: string | undefined, schema: JsonSchema) =>
  doc.resolve(schema).format === 'uuid' || /(^id|_id|Id|_ids)$/.test(name ?? '');

/** Ids of the wrong kind in the right place. */
export function knownIdShapes(w: World): Shape[] {
  const ids = Object.values(pathCandidates(w)).flat();
  return [
    ...ids.map(([label, value]) => ({ label: `id of ${label}`, value })),
    { label: 'question id as number', value: w.questionId },
    { label: 'owner id as number', value: w.memberIds.owner },
    { label: 'owner id as text', value: String(w.memberIds.owner) },
  ];
}
