import { offerSchema } from '@ideabazaar/shared/schemas/wallet';
import { buyThroughApi } from './money';
import type { Members } from './members';
import { OWNER, OWNER_BUYER, type Planter } from './planter';
import type { Flow } from './question-flow';

const publicPicture = 'purpose=elevator&visibility=public';

/** A's draft idea, with a file and a comment: the owner's alone. */
async function plantDraftIdea(p: Planter, flow: Flow, owner: string) {
  const label = 'draft idea';
  const id = await flow.create(
    owner,
    { section: 'idea', tag: 'draft', label, seenBy: OWNER },
    {
      elevator_text: p.secret(`${label}, elevator pitch`, 'draftPitch', OWNER),
      business_text: p.secret(`${label}, business text`, 'draftBusinessText', OWNER),
    },
  );
  const file = await flow.secretFile(owner, id, {
    query: publicPicture,
    label: `${label}, public`,
    code: 'draftFile',
    seenBy: OWNER,
    type: 'png',
  });
  const comment = p.secret(`${label}, owner's comment`, 'draftComment', OWNER);
  return { id, file, comment: await flow.comment(owner, id, comment) };
}

/** A's archived idea, with a file and C's comment: its owner's and its buyers'. */
async function plantArchivedIdea(p: Planter, flow: Flow, members: Members) {
  const { owner, buyer } = members.tokens;
  const label = 'archived idea';
  const id = await flow.create(
    owner,
    { section: 'idea', tag: 'arch', label, seenBy: OWNER_BUYER },
    {
      elevator_text: p.secret(`${label}, elevator pitch`, 'archPitch', OWNER_BUYER),
      business_text: p.secret(`${label}, business text`, 'archBusinessText', OWNER_BUYER),
      negotiable: true,
      status: 'published',
    },
  );
  const file = await flow.secretFile(owner, id, {
    query: publicPicture,
    label: `${label}, public`,
    code: 'archFile',
    seenBy: OWNER_BUYER,
    type: 'png',
  });
  // The idea is negotiable: C offers, A accepts, C buys at the offer's amount.
  const offer = await p.okJson(offerSchema, buyer, 'POST', `/api/items/${id}/offers`, {
    amount: 100_000,
    message: p.secret(`${label}, buyer's offer message`, 'archOffer', OWNER_BUYER),
  });
  await p.ok(owner, 'POST', `/api/offers/${offer.id}/accept`);
  await buyThroughApi(p, buyer, id);
  const comment = p.secret(`${label}, buyer's comment`, 'archComment', OWNER_BUYER);
  const commentId = await flow.comment(buyer, id, comment);
  await flow.patch(owner, id, { status: 'archived' });
  return { id, file, comment: commentId };
}

/** A's drafts (the owner's alone, needs too) and A's archived idea (its owner's and buyers'). */
export async function plantPrivateItems(p: Planter, flow: Flow, members: Members) {
  const draft = await plantDraftIdea(p, flow, members.tokens.owner);
  const label = 'draft need';
  const need = await flow.create(
    members.tokens.owner,
    { section: 'need', tag: 'dneed', label, seenBy: OWNER },
    { elevator_text: p.secret(`${label}, elevator pitch`, 'dneedPitch', OWNER) },
  );
  const archived = await plantArchivedIdea(p, flow, members);
  return {
    ids: { draftIdea: draft.id, draftNeed: need, archivedIdea: archived.id },
    fileIds: [draft.file, archived.file],
    commentIds: [draft.comment, archived.comment],
  };
}

/** E's published need: all of it public. */
export async function plantPublishedNeed(p: Planter, flow: Flow, members: Members) {
  const label = 'published need';
  return flow.create(
    members.tokens.needOwner,
    { section: 'need', tag: 'need', label, seenBy: null },
    { elevator_text: p.marker(`${label}, elevator pitch`, 'needPitch'), status: 'published' },
  );
}
