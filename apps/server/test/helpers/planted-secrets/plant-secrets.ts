import { randomUUID } from 'node:crypto';
import { withdrawalSchema } from '@ideabazaar/shared/schemas/wallet';
import { authCodes } from '../../../src/db/schema';
import type { ApiClient } from '../../openapi/client';
import type { TestApp } from '../app';
import { plantMembers } from './members';
import { OWNER_BUYER, planter, type Marker, type MemberViewer, type Secret } from './planter';
import { plantPrivateItems, plantPublishedNeed } from './private-items';
import { plantPublishedIdea, type Privacy } from './published-idea';
import { questionFlow } from './question-flow';

/**
 * The marketplace with a unique secret in every private part (PRODUCT.md section 2), made
 * through the API as people make it, so that derived fields (title, summary, category, search
 * text) are derived the real way, and the purchases are paid through the wallet.
 */
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
  /** The references of receipts: the buyer's purchase (the seller's sale) and withdrawal. */
  receiptReferences: { purchase: string; withdrawal: string };
  privacy: Privacy;
}

export async function plantSecrets(t: TestApp, client: ApiClient): Promise<Planted> {
  const p = planter(t, client);
  const flow = questionFlow(p);
  const members = await plantMembers(p);
  const idea = await plantPublishedIdea(p, flow, members);
  const others = await plantPrivateItems(p, flow, members);
  const need = await plantPublishedNeed(p, flow, members);
  // The buyer's own money: a withdrawal request and a dispute of the purchase are theirs alone.
  const { buyer } = members.tokens;
  const withdrawal = await p.okJson(withdrawalSchema, buyer, 'POST', '/api/wallet/withdraw', {
    amount: 10_000,
    sheba: 'IR820540102680020817909002',
    holder_name: p.secret("buyer C's withdrawal, holder name", 'holderName', ['buyer']),
  });
  await p.ok(buyer, 'POST', `/api/purchases/${idea.purchaseId}/dispute`, {
    reason: p.secret("buyer C's dispute reason", 'disputeReason', ['buyer']),
  });
  // The buyer and the idea's owner talk: their messages are theirs alone, a report nobody's.
  const { owner: ownerId, buyer: buyerId } = members.memberIds;
  await p.ok(buyer, 'POST', `/api/chat/${ownerId}/messages`, {
    body: `${p.secret("buyer C's chat message", 'chatMessage', OWNER_BUYER)} is my number`,
    client_id: randomUUID(),
    item_id: idea.id,
  });
  await p.ok(members.tokens.owner, 'POST', `/api/chat/${buyerId}/messages`, {
    body: p.secret("owner A's chat reply", 'chatReply', OWNER_BUYER),
    client_id: randomUUID(),
  });
  await p.ok(buyer, 'POST', `/api/chat/${ownerId}/report`, {
    reason: p.secret("buyer C's report of the chat", 'chatReport', [], false),
  });
  const publicComment = await flow.comment(
    members.tokens.friend,
    idea.id,
    `Nice idea ${p.marker("published idea, F's comment", 'pubComment')}`,
  );
  // Reports of an item and of a comment: their reasons are the operators' alone.
  await p.ok(members.tokens.friend, 'POST', `/api/items/${idea.id}/report`, {
    reason: p.secret("friend F's report of the idea", 'itemReport', [], false),
  });
  await p.ok(buyer, 'POST', `/api/comments/${publicComment}/report`, {
    reason: p.secret("buyer C's report of F's comment", 'commentReport', [], false),
  });
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
    receiptReferences: { purchase: idea.purchaseId, withdrawal: withdrawal.id },
    privacy: idea.privacy,
  };
}
