import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MASK } from '@ideabazaar/shared/contact/mask';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createPurchase } from '../../../test/helpers/factories';
import { signedInMember, signedInOperator, type SignedIn } from '../../../test/helpers/members';
import { answeredItem, type FlowQuestion } from '../../../test/helpers/question-flow';
import { bearer } from '../../../test/helpers/sign-in';

// Contacts no other test writes, so finding a byte of one in an answer can only be a leak.
const digits = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');
const titlePhone = { written: '', digits: '' };
const commentPhone = { written: '', digits: '' };
for (const phone of [titlePhone, commentPhone]) {
  const [a, b] = [digits(3), digits(4)];
  phone.written = `0935 ${a} ${b}`;
  phone.digits = `935${a}${b}`;
}
const tag = randomBytes(4).toString('hex');
const EMAIL = `seller.${tag}@example.org`;
const HANDLE = `ib_${tag}`;
const PITCH_HANDLE = `pitch_${tag}`;

const TITLE = `Solar kiosk, call ${titlePhone.written}`;
const ANSWER = `Write to ${EMAIL} or DM @${HANDLE} for the plans`;
const PITCH = `A kiosk for every village. Telegram: ${PITCH_HANDLE}`;
const COMMENT = `Skip the fee and text me on ${commentPhone.written}`;
const isTitle = (question: FlowQuestion) => /^(Idea|Need) Title/.test(question.title);

let t: TestApp;
let owner: SignedIn;
let buyer: SignedIn;
let stranger: SignedIn;
let commenter: SignedIn;
let operator: SignedIn;
let ideaId: string;
let needId: string;

async function publish(section: 'idea' | 'need') {
  const { id } = await answeredItem(t, owner.token, {
    section,
    text: (question) => (isTitle(question) ? TITLE : ANSWER),
  });
  const published = await t.app.inject({
    method: 'PATCH',
    url: `/api/items/${id}`,
    headers: bearer(owner.token),
    payload: {
      status: 'published',
      elevator_text: PITCH,
      ...(section === 'idea' ? { negotiable: true } : {}),
    },
  });
  expect(published.statusCode, published.body).toBe(200);
  const comment = await t.app.inject({
    method: 'POST',
    url: `/api/items/${id}/comments`,
    headers: bearer(commenter.token),
    payload: { body: COMMENT },
  });
  expect(comment.statusCode, comment.body).toBe(201);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, buyer, stranger, commenter] = [
    await signedInMember(t),
    await signedInMember(t),
    await signedInMember(t),
    await signedInMember(t),
  ];
  operator = await signedInOperator(t);
  ideaId = await publish('idea');
  needId = await publish('need');
  await createPurchase(t.db.db, ideaId, buyer.id);
});
afterAll(() => t.close());

const get = (url: string, reader?: SignedIn) =>
  t.app.inject({ url, headers: reader ? bearer(reader.token) : {} });

/** Every route that shows the item's public text to this reader, and the search for its phone. */
const routes = (itemId: string, section: 'idea' | 'need') => [
  `/api/items/${itemId}`,
  `/api/items/${itemId}/comments`,
  `/api/items?section=${section}&limit=50`,
];

/** Whether any byte of a planted contact is in the body, however it is spaced. */
function leaks(body: string): string[] {
  const compact = body.replace(/[\s\-.()]/g, '');
  return [
    ...[titlePhone, commentPhone].flatMap((phone) =>
      compact.includes(phone.digits) ? [phone.written] : [],
    ),
    ...[EMAIL, `seller.${tag}`, HANDLE, PITCH_HANDLE].filter((secret) => body.includes(secret)),
  ];
}

describe('contact details in an idea (issue 31)', () => {
  it.each([
    ['a visitor', undefined],
    ['a member who did not buy it', () => stranger],
  ])('are masked for %s on every route that shows them', async (_who, reader) => {
    for (const url of routes(ideaId, 'idea')) {
      const response = await get(url, reader?.());
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(ideaId);
      expect(leaks(response.body), url).toEqual([]);
      expect(response.body, url).toContain(CONTACT_MASK);
    }
    const item = (await get(`/api/items/${ideaId}`, reader?.())).json();
    expect(item.title).toBe(`Solar kiosk, call ${CONTACT_MASK}`);
    expect(item.elevator_text).toBe(`A kiosk for every village. ${CONTACT_MASK}`);
    expect(item.answers.some((a: { answer: string }) => a.answer === ANSWER)).toBe(false);
    expect(
      item.answers.some(
        (a: { answer: string }) =>
          a.answer === `Write to ${CONTACT_MASK} or DM ${CONTACT_MASK} for the plans`,
      ),
    ).toBe(true);
  });

  it('does not let a stranger find the idea by its hidden phone, but by its words', async () => {
    const search = async (q: string) =>
      (
        (await get(`/api/items?section=idea&q=${encodeURIComponent(q)}`)).json() as {
          items: { id: string }[];
        }
      ).items.map((item) => item.id);
    expect(await search('Solar kiosk')).toContain(ideaId);
    expect(await search(titlePhone.written)).not.toContain(ideaId);
    expect(await search(titlePhone.digits.slice(3))).not.toContain(ideaId);
    expect(await search(HANDLE)).not.toContain(ideaId);
  });

  it.each([
    ['its owner', () => owner],
    ['its buyer', () => buyer],
    ['an operator', () => operator],
  ])('are shown as written to %s', async (_who, reader) => {
    const item = (await get(`/api/items/${ideaId}`, reader())).json();
    expect(item.title).toBe(TITLE);
    expect(item.elevator_text).toBe(PITCH);
    expect(item.answers.some((a: { answer: string }) => a.answer === ANSWER)).toBe(true);
    const comments = (await get(`/api/items/${ideaId}/comments`, reader())).json();
    expect(comments.comments.map((c: { body: string }) => c.body)).toContain(COMMENT);
  });

  it("are shown to a comment's author in their own comment", async () => {
    const comments = (await get(`/api/items/${ideaId}/comments`, commenter)).json();
    expect(comments.comments.map((c: { body: string }) => c.body)).toContain(COMMENT);
    const item = (await get(`/api/items/${ideaId}`, commenter)).json();
    expect(item.title).toBe(`Solar kiosk, call ${CONTACT_MASK}`);
  });

  it('name the idea in notifications as its page does', async () => {
    const headings = await t.app.services.items.headings(
      [stranger, commenter, owner, buyer, operator].map((member) => ({
        itemId: ideaId,
        memberId: member.id,
      })),
    );
    const titleFor = (member: SignedIn) => headings.of(ideaId, member.id)?.title;
    expect(titleFor(stranger)).toBe(`Solar kiosk, call ${CONTACT_MASK}`);
    expect(titleFor(commenter)).toBe(`Solar kiosk, call ${CONTACT_MASK}`);
    expect(titleFor(owner)).toBe(TITLE);
    expect(titleFor(buyer)).toBe(TITLE);
    expect(titleFor(operator)).toBe(TITLE);
    // The owner's list of notifications names the commented idea as written.
    const listed = await get('/api/notifications', owner);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain(TITLE);
  });

  it('name the idea in a chat as its page does, to each side of the conversation', async () => {
    // A member who has not bought the idea writes to its owner about the owner's need; the
    // owner answers about the idea, which the conversation then names.
    const send = (from: SignedIn, to: SignedIn, itemId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/chat/${to.id}/messages`,
        headers: bearer(from.token),
        payload: { body: 'About it', client_id: randomUUID(), item_id: itemId },
      });
    const asked = await send(stranger, owner, needId);
    expect(asked.statusCode, asked.body).toBe(201);
    const answered = await send(owner, stranger, ideaId);
    expect(answered.statusCode, answered.body).toBe(201);
    const theirs = await get(`/api/chat/${owner.id}`, stranger);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().item).toMatchObject({
      id: ideaId,
      title: `Solar kiosk, call ${CONTACT_MASK}`,
    });
    expect(leaks(theirs.body)).toEqual([]);
    const mine = await get(`/api/chat/${stranger.id}`, owner);
    expect(mine.json().item).toMatchObject({ id: ideaId, title: TITLE });
  });

  it("are left as written in a need's text and comments, for anyone (seed section 6)", async () => {
    for (const reader of [undefined, stranger]) {
      const item = (await get(`/api/items/${needId}`, reader)).json();
      expect(item.title).toBe(TITLE);
      expect(item.elevator_text).toBe(PITCH);
      const comments = (await get(`/api/items/${needId}/comments`, reader)).json();
      expect(comments.comments.map((c: { body: string }) => c.body)).toContain(COMMENT);
    }
  });
});
