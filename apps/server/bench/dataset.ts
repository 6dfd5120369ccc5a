// The API bench's data set, made through the app's own calls (the question flow, publishing,
// comments) as members make it: ideas, needs and comments with words a search can find often,
// rarely or never.
import type { App } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { users } from '../src/db/schema';
import { answerFor, type FlowQuestion } from '../test/helpers/flow-answers';

export interface DataSetSize {
  ideas: number;
  needs: number;
  comments: number;
  members: number;
}
export const FULL: DataSetSize = { ideas: 5000, needs: 500, comments: 13000, members: 200 };
export const QUICK: DataSetSize = { ideas: 200, needs: 20, comments: 300, members: 20 };

/** In about a third of the items, in one in two hundred, and in none. */
export const WORDS = { common: 'market', rare: 'saffron', none: 'zqxjvw' } as const;

const nouns = ['lunch', 'bicycle', 'garden', 'school', 'bakery', 'clinic', 'workshop', 'studio'];
const adjectives = ['smart', 'shared', 'local', 'mobile', 'green', 'quiet', 'fast', 'open'];

export interface Member {
  id: number;
  token: string;
}
export interface DataSet {
  members: Member[];
  ideas: string[];
  needs: string[];
}

function titleOf(index: number): string {
  const words = [adjectives[index % adjectives.length], nouns[(index * 7) % nouns.length]];
  if (index % 3 === 0) words.push(WORDS.common);
  if (index % 200 === 7) words.push(WORDS.rare);
  return `${words.join(' ')} ${index}`;
}

async function call(
  app: App,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode >= 300) {
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  return response.json() as Record<string, unknown>;
}

/** One item through the question flow, published. */
async function publish(app: App, member: Member, section: 'idea' | 'need', index: number) {
  const started = await call(app, member.token, 'POST', '/api/question-before-login-auth', {
    section,
  });
  const id = started.idea_id as string;
  const title = titleOf(index);
  const answers = (started.questions as FlowQuestion[]).map((question) => ({
    questions_id: question.id,
    idea_id: id,
    answer: answerFor(question, {
      choice: index,
      text: `${title} for the neighbourhood, with a plan and a first customer`,
      number: String(100_000 + (index % 50) * 10_000),
    }),
  }));
  await call(app, member.token, 'POST', '/api/answer-question-before-login', { answers });
  await call(app, member.token, 'PATCH', `/api/items/${id}`, {
    status: 'published',
    ...(section === 'idea' ? { price: 50_000 + (index % 40) * 25_000 } : {}),
  });
  return id;
}

/** `work(i)` for i in [0, count), `parallel` at a time. */
async function each(count: number, parallel: number, work: (index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

export async function buildDataSet(
  app: App,
  handle: DatabaseHandle,
  size: DataSetSize,
  progress: (text: string) => void,
): Promise<DataSet> {
  const members: Member[] = [];
  for (let i = 0; i < size.members; i += 1) {
    const [row] = await handle.db
      .insert(users)
      .values({
        email: `bench.member${i}@example.com`,
        referralCode: `BM${String(i).padStart(6, '0')}`,
        firstName: `Member`,
        lastName: `${i}`,
      })
      .returning();
    members.push({ id: row!.id, token: await app.services.tokens.issue(row!.id) });
  }
  const ideas: string[] = [];
  const needs: string[] = [];
  const parallel = handle.driver === 'postgres' ? 8 : 1;
  const started = Date.now();
  await each(size.ideas, parallel, async (i) => {
    ideas.push(await publish(app, members[i % members.length]!, 'idea', i));
    if (i % 1000 === 999)
      progress(`${i + 1} ideas in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  });
  await each(size.needs, parallel, async (i) => {
    needs.push(await publish(app, members[(i * 3) % members.length]!, 'need', size.ideas + i));
  });
  const all = [...ideas, ...needs];
  await each(size.comments, parallel, async (i) => {
    // Comments gather on some items, as they do: every third one on the first hundred.
    const item = i % 3 === 0 ? all[i % Math.min(100, all.length)]! : all[(i * 7919) % all.length]!;
    await call(
      app,
      members[(i * 13) % members.length]!.token,
      'POST',
      `/api/items/${item}/comments`,
      {
        body: `A thought on this, number ${i}: who would pay for it first?`,
      },
    );
  });
  await app.services.items.flushViews();
  progress(
    `data set: ${ideas.length} ideas, ${needs.length} needs, ${size.comments} comments by ${members.length} members in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return { members, ideas, needs };
}
