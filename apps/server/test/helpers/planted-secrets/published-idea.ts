import { buyThroughApi, fundThroughGateway } from './money';
import type { Members } from './members';
import { OWNER_BUYER, pngWith, type Planter } from './planter';
import { isNumber, isText, type Flow } from './question-flow';

/** The published idea's category: no other planted item has it. */
const PRIVATE_CATEGORY = { label: 'Tourism', value: 'tourism' };

/** What the owner asked to keep private on the published idea, and what the server refused. */
export interface Privacy {
  privateQuestionIds: number[];
  refused: { key: string; role: string | null; status: number }[];
  /** The category value, when the server kept the category answer private. */
  privateCategory: string | null;
}

/**
 * A's published idea, which C bought: every answer the server lets the owner keep private is
 * private, with the business text and private files. Each answer is first given public text; a
 * secret goes only into an answer the server agreed to keep private, so an answer it refuses
 * (the title, say) stays public and becomes a marker instead.
 */
export async function plantPublishedIdea(p: Planter, flow: Flow, members: Members) {
  const { owner } = members.tokens;
  const label = 'published idea';
  const item = await flow.start(owner, 'idea');
  const questions = [
    ...item.questions,
    ...(await flow.later(owner, item.id, 'after')),
    ...(await flow.later(owner, item.id, 'competitor')),
  ];
  const markersBefore = p.markers.length;
  const placeholders = flow.answers('pub', label, questions, null, {
    choose: (q, bank) => (bank.role === 'category' ? PRIVATE_CATEGORY.label : (q.options[0] ?? '')),
  });
  // Markers only for the placeholders that stay public, added back once that is known.
  const placeholderMarkers = p.markers.splice(markersBefore);
  const first = new Set(item.questions.map((q) => q.id));
  await flow.submitFirst(
    owner,
    item.id,
    placeholders.filter((a) => first.has(a.questions_id)),
  );
  await flow.submitLater(
    owner,
    item.id,
    placeholders.filter((a) => !first.has(a.questions_id)),
  );

  const refused: Privacy['refused'] = [];
  let accepted = questions.map((q) => q.id);
  const all = await p.call(owner, 'PATCH', `/api/items/${item.id}`, {
    private_question_ids: accepted,
  });
  if (all.statusCode !== 200) {
    // Some answer may not be private: find which, one at a time.
    accepted = [];
    for (const q of questions) {
      const one = await p.call(owner, 'PATCH', `/api/items/${item.id}`, {
        private_question_ids: [q.id],
      });
      const { key, role } = flow.bankOf(q);
      if (one.statusCode === 200) accepted.push(q.id);
      else refused.push({ key, role: role ?? null, status: one.statusCode });
    }
  }
  const privateIds = new Set(accepted);
  const secrets = flow.answers(
    'pub',
    label,
    questions.filter((q) => privateIds.has(q.id) && (isText(q) || isNumber(q))),
    OWNER_BUYER,
    { persianKey: 'difference' },
  );
  if (secrets.length > 0) await flow.submitLater(owner, item.id, secrets);
  const stillPublic = new Set(
    placeholders.filter((a) => !privateIds.has(a.questions_id)).map((a) => a.answer),
  );
  p.markers.push(...placeholderMarkers.filter((m) => stillPublic.has(`Public answer ${m.value}`)));
  // Private again after the new answers, whichever of the two the server derives fields on.
  await flow.patch(owner, item.id, {
    private_question_ids: accepted,
    business_text: p.secret(`${label}, business text`, 'pubBusinessText', OWNER_BUYER),
    elevator_text: `Fresh lunch for offices ${p.marker(`${label}, elevator pitch`, 'pubPitch')}`,
    price: 2500000,
    status: 'published',
  });
  const privateFile = (query: string, what: string, code: string, type: 'pdf' | 'png') =>
    flow.secretFile(owner, item.id, {
      query,
      label: `${label}, private ${what}`,
      code,
      seenBy: OWNER_BUYER,
      type,
    });
  const fileIds = [
    await privateFile('purpose=abstract&visibility=private', 'abstract', 'pubAbstract', 'pdf'),
    await privateFile('purpose=elevator&visibility=private', 'elevator', 'pubElevator', 'png'),
    await flow.attach(
      owner,
      item.id,
      'purpose=elevator&visibility=public',
      `${p.marker(`${label}, public elevator file name`, 'pubPublicFile')}.png`,
      pngWith('a public picture'),
    ),
  ];
  await fundThroughGateway(p, members.tokens.buyer, 3_000_000);
  const purchaseId = await buyThroughApi(p, members.tokens.buyer, item.id);
  const category = questions.find((q) => flow.bankOf(q).role === 'category');
  return {
    id: item.id,
    purchaseId,
    fileIds,
    questionIds: item.questions.map((q) => q.id),
    privacy: {
      privateQuestionIds: accepted,
      refused,
      privateCategory: category && privateIds.has(category.id) ? PRIVATE_CATEGORY.value : null,
    },
  };
}
