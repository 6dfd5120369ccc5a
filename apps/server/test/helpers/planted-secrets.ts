import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { authCodes, devOutbox } from '../../src/db/schema';
import { questionBank, type BankQuestion } from '../../src/modules/questions/question-bank';
import type { TestApp } from './app';
import { createPurchase } from './factories';
import { multipartFile } from './multipart';
import { bearer, signInResponse } from './sign-in';

/**
 * The marketplace with a unique secret in every private part (PRODUCT.md section 2), made
 * through the API as people make it, so that derived fields (title, summary, category, search
 * text) are derived the real way. Only the purchases, which have no API yet, come from a factory.
 */

/** The callers the visibility sweep speaks as. */
export type Viewer = 'visitor' | 'owner' | 'member' | 'buyer';
/** The signed-in ones: A owns the ideas, B is any other member, C bought two of A's ideas. */
export type MemberViewer = Exclude<Viewer, 'visitor'>;

export interface Secret {
  /** Where it was planted, for the failure messages. */
  label: string;
  /** Letters and digits (or Persian letters), so search normalisation leaves it unchanged. */
  value: string;
  /** The swept viewers who may receive it; a visitor never may. */
  seenBy: MemberViewer[];
  /**
   * Whether each viewer in `seenBy` must receive it somewhere in the sweep: the proof that it is
   * really planted. False for what no response carries after it is made (tokens, code hashes)
   * and for members the sweep does not speak as; those are proven where they are planted.
   */
  expectSeen: boolean;
}

/** A public word that visitors and members must receive: the proof that the sweep reaches it. */
export interface Marker {
  label: string;
  value: string;
}

export interface Planted {
  secrets: Secret[];
  markers: Marker[];
  memberIds: Record<MemberViewer, number>;
  items: {
    publishedIdea: string;
    draftIdea: string;
    draftNeed: string;
    archivedIdea: string;
    publishedNeed: string;
  };
  commentIds: string[];
  fileIds: string[];
  avatarKeys: string[];
  /** Question ids of the idea set, the title question first. */
  questionIds: number[];
  /** Member B's referral code (public: it is in B's share link). */
  referralCode: string;
  /** What the owner asked to keep private on the published idea, and what the server refused. */
  privacy: {
    privateQuestionIds: number[];
    refused: { key: string; role: string | null; status: number }[];
    /** The category value, when the server kept the category answer private. */
    privateCategory: string | null;
  };
}

const OWNER_BUYER: MemberViewer[] = ['owner', 'buyer'];
const OWNER: MemberViewer[] = ['owner'];
/** The one Persian secret: Persian letters only, none that search normalisation rewrites. */
const PERSIAN_SECRET = 'سیمرغپنهانزمردین';
const OWNER_PHONE = '09357319462';
const BUYER_PHONE = '09198264703';
const NEED_OWNER_MOBILE = '09027483916';
/** The published idea's category: no other planted item has it. */
const PRIVATE_CATEGORY = { label: 'Tourism', value: 'tourism' };

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const pascal = (key: string) =>
  key.replace(/(^|_)([a-z])/g, (_match, _sep: string, char: string) => char.toUpperCase());

/** A real PNG: the avatar upload reads it with sharp. */
export const realPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
const pngWith = (text: string) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(text)]);
const pdfWith = (text: string) =>
  Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

let address = 0;
// Each setup call from an address of its own, so no per-IP limit shapes the planting.
const nextAddress = () => `100.72.${Math.floor(++address / 250)}.${address % 250}`;

/** What every planting step shares: the app, the secrets and markers so far, API calls. */
function planter(t: TestApp) {
  const secrets: Secret[] = [];
  const markers: Marker[] = [];
  const keep = (label: string, value: string, seenBy: MemberViewer[], expectSeen = true) => {
    secrets.push({ label, value, seenBy, expectSeen });
    return value;
  };
  const call = (token: string | undefined, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as InjectOptions['method'],
      url,
      payload,
      headers: token ? bearer(token) : {},
      remoteAddress: nextAddress(),
    });
  return {
    t,
    secrets,
    markers,
    keep,
    secret: (label: string, code: string, seenBy: MemberViewer[], expectSeen = true) =>
      keep(label, `SECRET${code}${hash(code).slice(0, 4)}`, seenBy, expectSeen),
    /** Eleven digits from a hash, no leading zero (answers keep numbers without one). */
    secretNumber(label: string, code: string, seenBy: MemberViewer[]) {
      const digits = BigInt(`0x${hash(code).slice(0, 15)}`)
        .toString()
        .slice(0, 10);
      return keep(label, `${1 + (Number(digits[0]) % 9)}${digits}`, seenBy);
    },
    marker(label: string, code: string) {
      const value = `PUBLIC${code}${hash(code).slice(0, 4)}`;
      markers.push({ label, value });
      return value;
    },
    call,
    async ok<T>(token: string | undefined, method: string, url: string, payload?: object) {
      const response = await call(token, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return response.json() as T;
    },
    async upload(token: string, url: string, name: string, bytes: Buffer) {
      const file = multipartFile(bytes, name);
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: file.payload,
        headers: { ...file.headers, ...bearer(token) },
      });
      expect(response.statusCode, `POST ${url}: ${response.body}`).toBeLessThan(300);
      return response.json() as { id: string };
    },
  };
}
type Planter = ReturnType<typeof planter>;

/** The members, each signed in through the real flow, with their private profile data. */
async function plantMembers(p: Planter) {
  const tokenOf = (who: string, seenBy: MemberViewer[], response: LightMyRequestResponse) => {
    const token = (response.json() as { token: { plainTextToken: string } }).token.plainTextToken;
    // Only the secret half: the id before '|' is a small number found everywhere.
    p.keep(`${who}'s sign-in token`, token.split('|')[1] ?? token, seenBy, false);
    return token;
  };
  const emailOf = (who: string, code: string, seenBy: MemberViewer[]) =>
    `${p.secret(`${who}'s e-mail`, code, seenBy, seenBy.length > 0).toLowerCase()}@example.com`;
  async function byEmail(who: string, code: string, seenBy: MemberViewer[], referral?: string) {
    const email = emailOf(who, code, seenBy);
    const response = await signInResponse(p.t, email, referral);
    expect(response.statusCode, response.body).toBe(200);
    return { email, token: tokenOf(who, seenBy, response) };
  }
  async function byMobile(who: string, mobile: string, email: string) {
    const sent = await p.call(undefined, 'POST', '/api/auth-send-mobile-code', { mobile, email });
    expect(sent.json(), sent.body).toEqual({ status: 'code_send' });
    const [sms] = await p.t.db.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.recipient, mobile))
      .orderBy(desc(devOutbox.createdAt))
      .limit(1);
    const code = /\d{5}/.exec(sms?.text ?? '')?.[0];
    const confirmed = await p.call(undefined, 'POST', '/api/auth-confirm-mobile-code', {
      mobile,
      code,
    });
    expect(confirmed.json(), confirmed.body).toMatchObject({ status: 'ok' });
    return tokenOf(who, [], confirmed);
  }

  const owner = (await byEmail('owner A', 'ownerMail', OWNER)).token;
  const member = (await byEmail('member B', 'memberMail', ['member'])).token;
  const buyer = (await byEmail('buyer C', 'buyerMail', ['buyer'])).token;
  await p.ok(owner, 'PATCH', '/api/me', {
    first_name: 'Arash',
    last_name: 'Karimi',
    city: 'Tehran',
    // A's phone is published to the buyers of A's idea, through /contact, to no one else.
    phone: p.keep("owner A's profile phone", OWNER_PHONE, OWNER_BUYER),
    address: p.secret("owner A's address", 'ownerAddress', OWNER),
  });
  await p.ok(member, 'PATCH', '/api/me', {
    first_name: 'Bahar',
    address: p.secret("member B's address", 'memberAddress', ['member']),
  });
  await p.ok(buyer, 'PATCH', '/api/me', {
    first_name: 'Cyrus',
    phone: p.keep("buyer C's profile phone", BUYER_PHONE, ['buyer']),
    address: p.secret("buyer C's address", 'buyerAddress', ['buyer']),
  });
  const { code: referralCode } = await p.ok<{ code: string }>(member, 'GET', '/api/referral');
  // F joins with B's code and has no name: B's friends list must show F masked, not F's e-mail;
  // F's comment must name F without the e-mail.
  const friend = await byEmail('friend F', 'friendMail', [], referralCode);
  // E owns the published need, whose contact any member may get: it must not be E's mobile.
  const needOwnerMail = emailOf('need owner E', 'needOwnerMail', []);
  const needOwner = await byMobile('need owner E', NEED_OWNER_MOBILE, needOwnerMail);
  p.keep("need owner E's mobile", NEED_OWNER_MOBILE, [], false);
  await p.ok(needOwner, 'PATCH', '/api/me', {
    first_name: 'Elham',
    address: p.secret("need owner E's address", 'needOwnerAddress', [], false),
  });
  // The proof for members the sweep does not speak as: their own /me shows their secrets.
  const needOwnerMe = (await p.call(needOwner, 'GET', '/api/me')).body;
  expect(needOwnerMe).toContain(NEED_OWNER_MOBILE);
  expect(needOwnerMe).toContain(needOwnerMail);
  expect((await p.call(friend.token, 'GET', '/api/me')).body).toContain(friend.email);

  // An avatar, so the avatar route has a key to be called with (avatars are public).
  await p.upload(owner, '/api/me/avatar', 'face.png', await realPng());
  const me = (token: string) =>
    p.ok<{ id: string; avatar_url: string | null }>(token, 'GET', '/api/me');
  const avatarUrl = (await me(owner)).avatar_url;
  return {
    tokens: { owner, member, buyer, friend: friend.token, needOwner },
    memberIds: {
      owner: Number((await me(owner)).id),
      member: Number((await me(member)).id),
      buyer: Number((await me(buyer)).id),
    },
    referralCode,
    avatarKeys: avatarUrl ? [avatarUrl.split('/').pop() ?? ''] : [],
  };
}

interface FlowQuestion {
  id: number;
  kind: string;
  title: string;
  options: string[];
  max_length: number;
  set: string;
}
interface Answer {
  questions_id: number;
  answer: string;
}
const bankByTitle = new Map(questionBank.map((q) => [`${q.set}|${q.title.en}`, q]));
const isText = (q: FlowQuestion) => q.kind === 'textual';
const isNumber = (q: FlowQuestion) => q.kind.startsWith('single-textual');

/** The question flow, as the web app drives it. */
function questionFlow(p: Planter) {
  const bankOf = (q: FlowQuestion): BankQuestion => {
    const found = bankByTitle.get(`${q.set}|${q.title}`);
    if (!found) throw new Error(`question ${q.id} '${q.title}' is not in the question bank`);
    return found;
  };
  return {
    bankOf,
    async start(token: string, section: 'idea' | 'need') {
      const body = await p.ok<{ idea_id: string; questions: Omit<FlowQuestion, 'set'>[] }>(
        token,
        'POST',
        '/api/question-before-login-auth',
        { section },
      );
      return { id: body.idea_id, questions: body.questions.map((q) => ({ ...q, set: section })) };
    },
    async later(token: string, id: string, set: 'after' | 'competitor') {
      const url = `/api/items/${id}/questions?set=${set}`;
      const body = await p.ok<{ questions: Omit<FlowQuestion, 'set'>[] }>(token, 'GET', url);
      return body.questions.map((q) => ({ ...q, set }));
    },
    /**
     * An answer to each question: with `seenBy`, a secret in every text and number; without,
     * public text carrying a marker. Choices and yes/no cannot carry a unique secret.
     */
    answers(
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
        else if (isNumber(q)) answer = p.secretNumber(where, code, seenBy);
        else if (bank.key === options.persianKey) answer = p.keep(where, PERSIAN_SECRET, seenBy);
        else answer = p.secret(where, code, seenBy);
        if (isText(q) && answer.length > q.max_length) throw new Error(`${where} is too long`);
        return { questions_id: q.id, answer };
      });
    },
    /** The first answers, which also claim the draft; later sets (and edits) go to /answers. */
    submitFirst: (token: string, id: string, answers: Answer[]) =>
      p.ok(token, 'POST', '/api/answer-question-before-login', {
        answers: answers.map((answer) => ({ ...answer, idea_id: id })),
      }),
    submitLater: (token: string, id: string, answers: Answer[]) =>
      p.ok(token, 'POST', `/api/items/${id}/answers`, { answers }),
    patch: (token: string, id: string, body: object) =>
      p.ok(token, 'PATCH', `/api/items/${id}`, body),
    async attach(token: string, id: string, query: string, name: string, bytes: Buffer) {
      return (await p.upload(token, `/api/items/${id}/files?${query}`, name, bytes)).id;
    },
    async comment(token: string, id: string, body: string) {
      return (await p.ok<{ id: string }>(token, 'POST', `/api/items/${id}/comments`, { body })).id;
    },
  };
}
type Flow = ReturnType<typeof questionFlow>;
type Members = Awaited<ReturnType<typeof plantMembers>>;

/**
 * A's published idea, which C bought: every answer the server lets the owner keep private is
 * private, with the business text and private files. Each answer is first given public text; a
 * secret goes only into an answer the server agreed to keep private, so an answer it refuses
 * (the title, say) stays public and becomes a marker instead.
 */
async function plantPublishedIdea(p: Planter, flow: Flow, members: Members) {
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

  const refused: Planted['privacy']['refused'] = [];
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
  const fileIds = [
    await flow.attach(
      owner,
      item.id,
      'purpose=abstract&visibility=private',
      `${p.secret(`${label}, private abstract file name`, 'pubAbstractName', OWNER_BUYER)}.pdf`,
      pdfWith(p.secret(`${label}, private abstract file bytes`, 'pubAbstractBytes', OWNER_BUYER)),
    ),
    await flow.attach(
      owner,
      item.id,
      'purpose=elevator&visibility=private',
      `${p.secret(`${label}, private elevator file name`, 'pubElevatorName', OWNER_BUYER)}.png`,
      pngWith(p.secret(`${label}, private elevator file bytes`, 'pubElevatorBytes', OWNER_BUYER)),
    ),
    await flow.attach(
      owner,
      item.id,
      'purpose=elevator&visibility=public',
      `${p.marker(`${label}, public elevator file name`, 'pubPublicFile')}.png`,
      pngWith('a public picture'),
    ),
  ];
  await createPurchase(p.t.db.db, item.id, members.memberIds.buyer);
  const category = questions.find((q) => flow.bankOf(q).role === 'category');
  return {
    id: item.id,
    fileIds,
    questionIds: item.questions.map((q) => q.id),
    privacy: {
      privateQuestionIds: accepted,
      refused,
      privateCategory: category && privateIds.has(category.id) ? PRIVATE_CATEGORY.value : null,
    },
  };
}

/** A's drafts (the owner's alone, needs too) and A's archived idea (its owner's and buyers'). */
async function plantPrivateItems(p: Planter, flow: Flow, members: Members) {
  const { owner, buyer } = members.tokens;
  const draft = await flow.start(owner, 'idea');
  await flow.submitFirst(
    owner,
    draft.id,
    flow.answers('draft', 'draft idea', draft.questions, OWNER),
  );
  await flow.patch(owner, draft.id, {
    elevator_text: p.secret('draft idea, elevator pitch', 'draftPitch', OWNER),
    business_text: p.secret('draft idea, business text', 'draftBusinessText', OWNER),
  });
  const draftFile = await flow.attach(
    owner,
    draft.id,
    'purpose=elevator&visibility=public',
    `${p.secret('draft idea, public file name', 'draftFileName', OWNER)}.png`,
    pngWith(p.secret('draft idea, public file bytes', 'draftFileBytes', OWNER)),
  );
  const draftComment = await flow.comment(
    owner,
    draft.id,
    p.secret("draft idea, owner's comment", 'draftComment', OWNER),
  );

  const need = await flow.start(owner, 'need');
  await flow.submitFirst(
    owner,
    need.id,
    flow.answers('dneed', 'draft need', need.questions, OWNER),
  );
  await flow.patch(owner, need.id, {
    elevator_text: p.secret('draft need, elevator pitch', 'dneedPitch', OWNER),
  });

  const archived = await flow.start(owner, 'idea');
  const label = 'archived idea';
  await flow.submitFirst(
    owner,
    archived.id,
    flow.answers('arch', label, archived.questions, OWNER_BUYER),
  );
  await flow.patch(owner, archived.id, {
    elevator_text: p.secret(`${label}, elevator pitch`, 'archPitch', OWNER_BUYER),
    business_text: p.secret(`${label}, business text`, 'archBusinessText', OWNER_BUYER),
    negotiable: true,
    status: 'published',
  });
  const archivedFile = await flow.attach(
    owner,
    archived.id,
    'purpose=elevator&visibility=public',
    `${p.secret(`${label}, public file name`, 'archFileName', OWNER_BUYER)}.png`,
    pngWith(p.secret(`${label}, public file bytes`, 'archFileBytes', OWNER_BUYER)),
  );
  await createPurchase(p.t.db.db, archived.id, members.memberIds.buyer);
  const archivedComment = await flow.comment(
    buyer,
    archived.id,
    p.secret(`${label}, buyer's comment`, 'archComment', OWNER_BUYER),
  );
  await flow.patch(owner, archived.id, { status: 'archived' });
  return {
    ids: { draftIdea: draft.id, draftNeed: need.id, archivedIdea: archived.id },
    fileIds: [draftFile, archivedFile],
    commentIds: [draftComment, archivedComment],
  };
}

/** E's published need: all of it public. */
async function plantPublishedNeed(p: Planter, flow: Flow, members: Members) {
  const { needOwner } = members.tokens;
  const need = await flow.start(needOwner, 'need');
  await flow.submitFirst(
    needOwner,
    need.id,
    flow.answers('need', 'published need', need.questions, null),
  );
  await flow.patch(needOwner, need.id, {
    elevator_text: p.marker('published need, elevator pitch', 'needPitch'),
    status: 'published',
  });
  return need.id;
}

export async function plantSecrets(t: TestApp): Promise<Planted> {
  const p = planter(t);
  const flow = questionFlow(p);
  const members = await plantMembers(p);
  const idea = await plantPublishedIdea(p, flow, members);
  const others = await plantPrivateItems(p, flow, members);
  const need = await plantPublishedNeed(p, flow, members);
  const publicComment = await flow.comment(
    members.tokens.friend,
    idea.id,
    `Nice idea ${p.marker("published idea, F's comment", 'pubComment')}`,
  );
  // Sign-in codes are kept as a salted hash; neither half may ever leave the server. The codes
  // themselves (five digits) are too short to look for in every byte without false matches; the
  // dev outbox that holds them names its recipients, whose addresses are secrets here.
  (await t.db.db.select().from(authCodes)).forEach((row, index) => {
    p.keep(`sign-in code ${index + 1} (${row.channel}), hash`, row.codeHash, [], false);
    p.keep(`sign-in code ${index + 1} (${row.channel}), salt`, row.salt, [], false);
  });
  return {
    secrets: p.secrets,
    markers: p.markers,
    memberIds: members.memberIds,
    items: { publishedIdea: idea.id, ...others.ids, publishedNeed: need },
    commentIds: [publicComment, ...others.commentIds],
    fileIds: [...idea.fileIds, ...others.fileIds],
    avatarKeys: members.avatarKeys,
    questionIds: idea.questionIds,
    referralCode: members.referralCode,
    privacy: idea.privacy,
  };
}
