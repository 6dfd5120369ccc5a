import { z } from 'zod';
import { sections } from '@ideabazaar/shared/schemas/questions';
import { MemberTokens } from '../../openapi/client';
import { cookieJar, type CookieJar } from '../cookie-jar';
import { multipartBody, type MultipartPart } from '../multipart';
import { createItem, createMember, createPurchase } from '../factories';
import { bearer } from '../sign-in';
import type { FuzzApp } from './app';

export const roles = ['owner', 'operator', 'buyer', 'member', 'visitor'] as const;
export type Role = (typeof roles)[number];
export type Member = Exclude<Role, 'visitor'>;

/**
 * The data a route is fuzzed against, planted afresh for each route that may change it, so what
 * one route deletes, archives or revokes does not leave the next with nothing to reach.
 */
export interface World {
  memberIds: Record<Member, number>;
  tokens: MemberTokens<Member>;
  referralCode: string;
  ideaId: string;
  needId: string;
  draftId: string;
  visitorDraftId: string;
  archivedId: string;
  commentId: string;
  answerId: string;
  publicFileId: string;
  privateFileId: string;
  avatarKey: string;
  questionId: number;
  /** An active free-text question of the idea set, for answers that pass. */
  textQuestionId: number;
  /** Google sign-in states, each usable once, for the callback's other fields to get through. */
  googleStates: string[];
  /** The cookies of the world's one browser. */
  cookies: CookieJar;
}

const withId = z.object({ id: z.string() });

/** Planting requests: each must succeed, as the given member, with a JSON or multipart body. */
function planter(fuzz: FuzzApp, tokens: MemberTokens<Member>) {
  const as = async (who: Member) => bearer(await tokens.get(who));
  return {
    json: async <T>(schema: z.ZodType<T>, who: Member, url: string, payload: object) =>
      fuzz.client.okJson(schema, { method: 'POST', url, payload, headers: await as(who) }),
    file: async <T>(schema: z.ZodType<T>, who: Member, url: string, file: MultipartPart) => {
      const body = multipartBody([file]);
      const headers = { ...(await as(who)), 'content-type': body.contentType };
      return fuzz.client.okJson(schema, { method: 'POST', url, payload: body.payload, headers });
    },
  };
}

// One question for every world: the bank only grows, and each insert reads the whole bank.
let plantedQuestion: Promise<number> | undefined;

export async function plant(fuzz: FuzzApp): Promise<World> {
  const { db } = fuzz.t.db;
  const owner = await createMember(db, { firstName: 'Olya', lastName: 'Owner' });
  const memberIds = {
    owner: owner.id,
    operator: (await createMember(db, { isOperator: true })).id,
    buyer: (await createMember(db)).id,
    member: (await createMember(db)).id,
  };
  const tokens = new MemberTokens(fuzz.t.app, memberIds);
  const send = planter(fuzz, tokens);
  const idea = await createItem(db, { ownerId: owner.id, section: 'idea', price: 1000 });
  const need = await createItem(db, { ownerId: owner.id, section: 'need' });
  const draft = await createItem(db, { ownerId: owner.id, status: 'draft', publishedAt: null });
  const archived = await createItem(db, { ownerId: owner.id, status: 'archived' });
  await createPurchase(db, idea.id, memberIds.buyer, 1000);
  const flow = await fuzz.client.okJson(
    z.object({
      idea_id: z.string(),
      questions: z.array(z.object({ id: z.number(), kind: z.string() })),
    }),
    { method: 'POST', url: '/api/question-before-login', payload: { section: 'idea' } },
  );
  const textQuestion = flow.questions.find((question) => question.kind === 'textual');
  if (!textQuestion) throw new Error('planting: the idea set has no free-text question');
  const comment = (who: Member, itemId: string) =>
    send.json(withId, who, `/api/items/${itemId}/comments`, { body: 'A planted comment' });
  const upload = async (visibility: string) => {
    const url = `/api/items/${idea.id}/files?purpose=elevator&visibility=${visibility}`;
    const file = { field: 'file', filename: 'plan.pdf', content: fuzz.files.pdf };
    return (await send.file(withId, 'owner', url, file)).id;
  };
  const avatar = z.object({ avatar_url: z.string() });
  const me = await send.file(avatar, 'owner', '/api/me/avatar', {
    field: 'file',
    filename: 'me.png',
    content: fuzz.files.png,
  });
  plantedQuestion ??= send
    .json(z.object({ id: z.number() }), 'operator', '/api/admin/questions', {
      kind: 'textual',
      position: 1,
      title_en: 'A planted question',
      title_fa: 'یک پرسش',
      set: 'competitor',
      key: 'fuzz_planted',
      active: false,
    })
    .then((question) => question.id);
  return {
    memberIds,
    tokens,
    referralCode: owner.referralCode,
    ideaId: idea.id,
    needId: need.id,
    draftId: draft.id,
    visitorDraftId: flow.idea_id,
    archivedId: archived.id,
    commentId: (await comment('member', idea.id)).id,
    answerId: (await comment('buyer', need.id)).id,
    publicFileId: await upload('public'),
    privateFileId: await upload('private'),
    avatarKey: me.avatar_url.split('/').at(-1) ?? '',
    questionId: await plantedQuestion,
    textQuestionId: textQuestion.id,
    googleStates: [],
    cookies: cookieJar(),
  };
}

/** A second page in every list: more items of each section, more comments on one idea. */
export async function plantSecondPages(fuzz: FuzzApp, world: World) {
  for (const section of sections) {
    for (const [price, negotiable] of [
      [250, false],
      [null, true],
      [7_000_000, false],
    ] as const) {
      const ownerId = world.memberIds.owner;
      await createItem(fuzz.t.db.db, { ownerId, section, price, negotiable });
    }
  }
  const { json } = planter(fuzz, world.tokens);
  for (let i = 0; i < 3; i += 1) {
    await json(withId, 'member', `/api/items/${world.ideaId}/comments`, { body: `Comment ${i}` });
  }
}

/** Google sign-in states started in the world's browser, for the callback to get past them. */
export async function startGoogleSignIns(fuzz: FuzzApp, world: World, count: number) {
  for (let i = 0; i < count; i += 1) {
    const { url } = await fuzz.client.okJson(
      z.object({ url: z.string() }),
      { method: 'GET', url: '/api/auth/google/redirect' },
      world.cookies,
    );
    world.googleStates.push(new URL(url).searchParams.get('state') ?? '');
  }
}
