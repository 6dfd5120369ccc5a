import { AMOUNT_MAX } from '@ideabazaar/shared/schemas/bounds';
import { z } from 'zod';
import { questionBank, type BankQuestion } from '../../../src/modules/questions/question-bank';
import { pdfWith, pngWith, type MemberViewer, type Planter } from './planter';

/** The one Persian secret: Persian letters only, none that search normalisation rewrites. */
const PERSIAN_SECRET = 'سیمرغپنهانزمردین';

const flowQuestion = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  options: z.array(z.string()),
  max_length: z.number(),
  max_value: z.number().nullable().default(null),
});
export type FlowQuestion = z.infer<typeof flowQuestion> & { set: string };
export interface Answer {
  questions_id: number;
  answer: string;
}

/** An item to create: its answers' secrets are named `${label}, answer '…'`, coded by `tag`. */
interface NewItem {
  section: 'idea' | 'need';
  tag: string;
  label: string;
  seenBy: MemberViewer[] | null;
}

/** A file whose name and bytes are secrets: `${label} file name`, coded `${code}Name`. */
interface SecretFile {
  query: string;
  label: string;
  code: string;
  seenBy: MemberViewer[];
  type: 'pdf' | 'png';
}

const started = z.object({ idea_id: z.string(), questions: z.array(flowQuestion) });
const laterSet = z.object({ questions: z.array(flowQuestion) });
const withId = z.object({ id: z.string() });

const bankByTitle = new Map(questionBank.map((q) => [`${q.set}|${q.title.en}`, q]));
export const isText = (q: FlowQuestion) => q.kind === 'textual';
export const isNumber = (q: FlowQuestion) => q.kind.startsWith('single-textual');
const pascal = (key: string) =>
  key.replace(/(^|_)([a-z])/g, (_match, _sep: string, char: string) => char.toUpperCase());

/** The question flow, as the web app drives it. */
export function questionFlow(p: Planter) {
  const bankOf = (q: FlowQuestion): BankQuestion => {
    const found = bankByTitle.get(`${q.set}|${q.title}`);
    if (!found) throw new Error(`question ${q.id} '${q.title}' is not in the question bank`);
    return found;
  };
  async function start(token: string, section: 'idea' | 'need') {
    const url = '/api/question-before-login-auth';
    const body = await p.okJson(started, token, 'POST', url, { section });
    return { id: body.idea_id, questions: body.questions.map((q) => ({ ...q, set: section })) };
  }
  /**
   * An answer to each question: with `seenBy`, a secret in every text and number; without,
   * public text carrying a marker. Choices and yes/no cannot carry a unique secret.
   */
  function answers(
    tag: string,
    label: string,
    questions: FlowQuestion[],
    seenBy: MemberViewer[] | null,
    options: {
      choose?: (q: FlowQuestion, bank: BankQuestion) => string;
      persianKey?: string;
    } = {},
  ): Answer[] {
    return questions.map((q) => {
      const bank = bankOf(q);
      const where = `${label}, answer '${bank.key}'${bank.role ? ` (${bank.role})` : ''}`;
      const code = `${tag}${pascal(bank.key)}`;
      let answer: string;
      if (q.kind === 'two_button') answer = 'Yes';
      else if (q.kind === 'multiple_choice')
        answer = options.choose?.(q, bank) ?? q.options[0] ?? '';
      else if (!seenBy) answer = isNumber(q) ? '1000' : `Public answer ${p.marker(where, code)}`;
      else if (isNumber(q)) answer = secretNumber(q, where, code, seenBy);
      else if (bank.key === options.persianKey) answer = p.keep(where, PERSIAN_SECRET, seenBy);
      else answer = p.secret(where, code, seenBy);
      if (isText(q) && answer.length > q.max_length) throw new Error(`${where} is too long`);
      return { questions_id: q.id, answer };
    });
  }
  /** The first answers, which also claim the draft; later sets (and edits) go to /answers. */
  const submitFirst = (token: string, id: string, given: Answer[]) =>
    p.ok(token, 'POST', '/api/answer-question-before-login', {
      answers: given.map((answer) => ({ ...answer, idea_id: id })),
    });
  const patch = (token: string, id: string, body: object) =>
    p.ok(token, 'PATCH', `/api/items/${id}`, body);
  async function attach(token: string, id: string, query: string, name: string, bytes: Buffer) {
    const response = await p.upload(token, `/api/items/${id}/files?${query}`, name, bytes);
    return withId.parse(response.json()).id;
  }
  /**
   * A secret number within the question's bounds (issue 32). Eight digits or more tell it from
   * any other number a response holds; a question whose bounds leave fewer (a team of up to
   * 10,000) gets a plain answer, as a public one does.
   */
  function secretNumber(q: FlowQuestion, where: string, code: string, seenBy: MemberViewer[]) {
    const length = Math.min(11, String(q.max_value ?? AMOUNT_MAX).length - 1);
    return length >= 8 ? p.secretNumber(where, code, seenBy, length) : '1000';
  }
  return {
    bankOf,
    start,
    async later(token: string, id: string, set: 'after' | 'competitor') {
      const url = `/api/items/${id}/questions?set=${set}`;
      const body = await p.okJson(laterSet, token, 'GET', url);
      return body.questions.map((q) => ({ ...q, set }));
    },
    answers,
    submitFirst,
    submitLater: (token: string, id: string, given: Answer[]) =>
      p.ok(token, 'POST', `/api/items/${id}/answers`, { answers: given }),
    patch,
    /** A new item with its first answers, then `fields` patched in: its id. */
    async create(token: string, item: NewItem, fields: object) {
      const { id, questions } = await start(token, item.section);
      await submitFirst(token, id, answers(item.tag, item.label, questions, item.seenBy));
      await patch(token, id, fields);
      return id;
    },
    attach,
    secretFile(token: string, id: string, file: SecretFile) {
      const name = p.secret(`${file.label} file name`, `${file.code}Name`, file.seenBy);
      const bytes = p.secret(`${file.label} file bytes`, `${file.code}Bytes`, file.seenBy);
      const content = file.type === 'pdf' ? pdfWith(bytes) : pngWith(bytes);
      return attach(token, id, file.query, `${name}.${file.type}`, content);
    },
    async comment(token: string, id: string, body: string) {
      const url = `/api/items/${id}/comments`;
      return (await p.okJson(withId, token, 'POST', url, { body })).id;
    },
  };
}
export type Flow = ReturnType<typeof questionFlow>;
