import type { Item } from '@ideabazaar/shared/schemas/items';
import type { Question } from '@ideabazaar/shared/schemas/questions';

/** An item id as the server makes them: a random UUID. */
export const IDEA_ID = '7f3c2a8e-1b4d-4c6e-9a0f-2d5e8b1c3a70';

const question = (
  fields: Partial<Question> & Pick<Question, 'id' | 'kind' | 'title'>,
): Question => ({
  guide: `How to answer: ${fields.title}`,
  placeholder: '',
  options: [],
  unit: '',
  max_length: 500,
  ...fields,
});

/** One question of every kind of the seed (section 4), in the order a flow asks them. */
export const flowQuestions: Question[] = [
  question({
    id: 11,
    kind: 'textual',
    title: 'Idea Title: what do you call your idea?',
    max_length: 50,
  }),
  question({ id: 12, kind: 'textual', title: 'What problem does your idea solve?' }),
  question({
    id: 13,
    kind: 'multiple_choice',
    title: 'Which category?',
    options: ['Technology', 'Health'],
  }),
  question({ id: 14, kind: 'two_button', title: 'Do you have a prototype?' }),
  question({
    id: 15,
    kind: 'single-textual',
    title: 'How much investment is needed?',
    unit: 'Toman',
  }),
  question({
    id: 16,
    kind: 'single-textual-with-checkbox',
    title: 'What is your budget?',
    unit: 'Toman',
  }),
];

/** The owner's view of a draft idea with two answers, as GET /api/items/{id} gives it. */
export function makeItem(overrides: Partial<Item> = {}): Item {
  return {
    id: IDEA_ID,
    section: 'idea',
    status: 'draft',
    title: 'Lunch for offices',
    summary: 'No healthy lunch near work',
    category: 'food',
    price: null,
    negotiable: false,
    elevator_text: '',
    business_text: '',
    answers: [
      answer(11, 'Idea Title: what do you call your idea?', 'textual', 'Lunch for offices', {
        role: 'title',
      }),
      answer(12, 'What problem does your idea solve?', 'textual', 'No healthy lunch near work', {
        role: 'summary',
      }),
      answer(14, 'Do you have a prototype?', 'two_button', 'yes', { display: 'Yes' }),
    ],
    files: [],
    is_owner: true,
    isBuy: false,
    comment_count: 0,
    active_private_responses: true,
    creator: { id: 'u1', name: 'Sara' },
    share_url: `http://ideabazaar.test/TheIdea/${IDEA_ID}`,
    created_at: '2024-05-01T10:00:00.000Z',
    published_at: null,
    ...overrides,
  };
}

/** One answer as the item view gives it; `role` names what it feeds (title, summary, …). */
export function answer(
  id: number,
  question: string,
  kind: Question['kind'],
  value: string,
  fields: Partial<Item['answers'][number]> = {},
): Item['answers'][number] {
  return {
    questions_id: id,
    set: 'idea',
    role: null,
    question,
    kind,
    answer: value,
    display: value,
    is_private: false,
    ...fields,
  };
}
