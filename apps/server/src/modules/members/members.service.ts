import { randomInt } from 'node:crypto';
import type { MeResponse, ReferralResponse } from '@ideabazaar/shared/schemas/auth';
import type { Language } from '@ideabazaar/shared/i18n/language';
import type { ProfilePatch } from '@ideabazaar/shared/schemas/profile';
import type { AdminMember, ConsoleMember } from '@ideabazaar/shared/schemas/console';
import { normalizeIranianMobile } from '@ideabazaar/shared/persian/mobile';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../plugins/errors/app-error';
import { createMembersRepository, type Member, type MembersRepository } from './members.repository';

// No 0/O or 1/I: a code read aloud or copied by hand stays unambiguous.
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERRAL_LENGTH = 8;
const FRIENDS_SHOWN = 200;
const UNIQUE_VIOLATION = '23505';

type ProfilePatchValues = {
  [K in keyof ProfilePatch]?: K extends 'phone' ? string | null : string;
};

const newReferralCode = () =>
  Array.from(
    { length: REFERRAL_LENGTH },
    () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)],
  ).join('');

const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: unknown };
  return code === UNIQUE_VIOLATION || (cause !== undefined && isUniqueViolation(cause));
};

/** 'Sara A.', or a masked e-mail or mobile: a friend is recognisable, not exposed. */
export function maskedName(member: Member): string | null {
  if (member.firstName) {
    return member.lastName ? `${member.firstName} ${member.lastName[0]}.` : member.firstName;
  }
  if (member.email) {
    const [local = '', domain = ''] = member.email.split('@');
    return `${local.slice(0, 1)}***@${domain}`;
  }
  if (member.mobile) return `${member.mobile.slice(0, 4)}***${member.mobile.slice(-4)}`;
  return null;
}

export interface FindOrCreateOptions {
  /** A verified address: a sign-in code came back from it, or Google says it is verified. */
  email?: string | undefined;
  mobile?: string | undefined;
  /** An address given without proof (the mobile sign-up's); no sign-in matches it. */
  pendingEmail?: string | undefined;
  /** Links a new member to a referrer; ignored for a member who exists. */
  referralCode?: string | undefined;
  language: Language;
}

/** A member as the operators' console names them (issue 29). */
export const consoleMember = (member: Member): ConsoleMember => ({
  id: String(member.id),
  name: displayName(member),
  email: member.email,
  mobile: member.mobile,
  blocked: member.blockedAt !== null,
});

/** What the console shows for a member id it found no row for. */
export const unknownMember = (id: number): ConsoleMember => ({
  id: String(id),
  name: null,
  email: null,
  mobile: null,
  blocked: false,
});

/** A member as the console's member list shows them. */
export const adminMember = (member: Member): AdminMember => ({
  ...consoleMember(member),
  created_at: member.createdAt.toISOString(),
  is_operator: member.isOperator,
  blocked_at: member.blockedAt?.toISOString() ?? null,
  blocked_reason: member.blockedReason,
  referral_code: member.referralCode,
});

/** What a block or an unblock changed, for the audit log. */
export interface BlockChange {
  member: Member;
  before: { blocked_at: string | null; blocked_reason: string | null };
  after: { blocked_at: string | null; blocked_reason: string | null };
}

const blockState = (member: Pick<Member, 'blockedAt' | 'blockedReason'>) => ({
  blocked_at: member.blockedAt?.toISOString() ?? null,
  blocked_reason: member.blockedReason,
});

/** A member as the chat shows them. */
export interface MemberCard {
  id: number;
  name: string | null;
  initial: string | null;
  avatar: string | null;
}

/**
 * The name other members see: first and last, or null when there is none (the screen writes
 * 'User {id}' in the reader's language and digits).
 */
export const displayName = (member: { firstName: string; lastName: string }): string | null =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || null;

export function createMembersService(options: {
  repository: MembersRepository;
  publicUrl: string;
}) {
  const { repository, publicUrl } = options;

  async function referrerOf(code: string | undefined): Promise<Member | undefined> {
    if (!code) return undefined;
    const referrer = await repository.byReferralCode(code.toUpperCase());
    if (!referrer) {
      throw new AppError('validation_failed', { fields: { referral_code: ['referral_invalid'] } });
    }
    return referrer;
  }

  async function existing(email?: string, mobile?: string) {
    if (mobile) return repository.byMobile(mobile);
    return email ? repository.byEmail(email) : undefined;
  }

  /**
   * The member with this mobile (or else verified e-mail), created on first sign-in. A pending
   * e-mail given with the sign-in is kept on a new member only: whoever asked for the code may
   * have typed it, and a member's own pending address is theirs to set, from their profile.
   */
  async function findOrCreate(input: FindOrCreateOptions): Promise<Member> {
    const found = await existing(input.email, input.mobile);
    if (found) return found;
    const referrer = await referrerOf(input.referralCode);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        return await repository.insert({
          email: input.email ?? null,
          pendingEmail: input.pendingEmail ?? null,
          mobile: input.mobile ?? null,
          referralCode: newReferralCode(),
          referredBy: referrer?.id ?? null,
          language: input.language,
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same person signing in twice at once, or a referral code drawn twice.
        const raced = await existing(input.email, input.mobile);
        if (raced) return raced;
      }
    }
    throw new Error('could not create a member with a unique referral code');
  }
  async function me(memberId: number): Promise<MeResponse> {
    const member = await repository.byId(memberId);
    if (!member) throw new AppError('unauthenticated');
    return {
      id: String(member.id),
      email: member.email,
      pending_email: member.pendingEmail,
      mobile: member.mobile,
      first_name: member.firstName,
      last_name: member.lastName,
      referral_code: member.referralCode,
      is_operator: member.isOperator,
      created_at: member.createdAt.toISOString(),
      city: member.city,
      phone: member.phone,
      address: member.address,
      avatar_url: member.avatarKey ? `/api/avatars/${member.avatarKey}` : null,
    };
  }

  return {
    findOrCreate,
    byId: (id: number) => repository.byId(id),
    byEmail: (email: string) => repository.byEmail(email),
    byMobile: (mobile: string) => repository.byMobile(mobile),

    /** Members as a referrer sees their friends (`maskedName`), in one query. */
    async maskedNames(ids: number[]): Promise<Map<number, string | null>> {
      const rows = await repository.byIds([...new Set(ids)]);
      return new Map(rows.map((member) => [member.id, maskedName(member)]));
    },

    /** The names other members see (first and last, or null when there is none). */
    async publicNames(ids: number[]): Promise<Map<number, string | null>> {
      const rows = await repository.namesOf([...new Set(ids)]);
      const names = new Map(rows.map((row) => [row.id, displayName(row)]));
      return new Map(ids.map((id) => [id, names.get(id) ?? null]));
    },

    /**
     * What the chat shows of members (seed section 2's contact row): the name they gave (null
     * when none, the screen writes 'User {id}'), its initial and the avatar's address.
     */
    async cards(ids: number[]): Promise<Map<number, MemberCard>> {
      const rows = await repository.namesOf([...new Set(ids)]);
      return new Map(
        rows.map((row) => {
          const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || null;
          return [
            row.id,
            {
              id: row.id,
              name,
              initial: name ? (Array.from(name)[0]?.toUpperCase() ?? null) : null,
              avatar: row.avatarKey ? `/api/avatars/${row.avatarKey}` : null,
            },
          ];
        }),
      );
    },

    /** The code when it names a member, otherwise undefined. */
    async validReferralCode(code: string | undefined): Promise<string | undefined> {
      if (!code) return undefined;
      return (await repository.byReferralCode(code.toUpperCase())) ? code : undefined;
    },

    /** Makes (or unmakes) the member with this e-mail an operator, creating the member if needed. */
    async setOperator(email: string, operator: boolean): Promise<Member> {
      const member = await findOrCreate({ email, language: 'en' });
      return (await repository.setOperator(member.id, operator)) ?? member;
    },

    /**
     * The operators' member search (issue 29): `q` is matched against the e-mail and the name
     * (any part, any case), the mobile in any usual form, and the id; newest first.
     */
    async search(input: {
      q?: string | undefined;
      blocked?: boolean | undefined;
      beforeId?: number | undefined;
      limit: number;
    }): Promise<Member[]> {
      const q = input.q?.trim() ?? '';
      return repository.search({
        text: q || undefined,
        mobile: q ? (normalizeIranianMobile(q) ?? undefined) : undefined,
        id: /^[1-9][0-9]{0,14}$/.test(q) ? Number(q) : undefined,
        blocked: input.blocked,
        beforeId: input.beforeId,
        limit: input.limit,
      });
    },

    /**
     * Where and how the notifications' channels reach members (issue 30): the verified address
     * (null when there is none), the language, and whether an operator blocked them (then
     * nothing is sent), in one query.
     */
    async recipients(
      ids: number[],
    ): Promise<Map<number, { email: string | null; language: Language; blocked: boolean }>> {
      const rows = await repository.byIds([...new Set(ids)]);
      return new Map(
        rows.map((member) => [
          member.id,
          { email: member.email, language: member.language, blocked: member.blockedAt !== null },
        ]),
      );
    },

    /** Members as the console names them, by id, in one query. */
    async consoleMembers(ids: number[]): Promise<Map<number, ConsoleMember>> {
      const rows = await repository.byIds([...new Set(ids)]);
      return new Map(rows.map((member) => [member.id, consoleMember(member)]));
    },

    /** Friends the member brought (newest first, at most 200). */
    friendsOf: (memberId: number) => repository.friendsOf(memberId, FRIENDS_SHOWN),

    /**
     * Blocks the member (a reason) or unblocks them (null) in the caller's transaction, the row
     * locked; undefined when there is no such member. Blocking a blocked member keeps the time
     * of the block and takes the new reason.
     */
    async setBlocked(
      tx: Tx,
      memberId: number,
      reason: string | null,
    ): Promise<BlockChange | undefined> {
      const within = createMembersRepository(tx);
      const member = await within.lock(memberId);
      if (!member) return undefined;
      const blockedAt = reason === null ? null : (member.blockedAt ?? new Date());
      await within.update(memberId, { blockedAt, blockedReason: reason });
      return {
        member,
        before: blockState(member),
        after: blockState({ blockedAt, blockedReason: reason }),
      };
    },

    /** Members who joined on each Tehran day of [from, to]. */
    signupsPerDay: (from: string, to: string) => repository.signupsPerDay(from, to),

    async isOperator(id: number): Promise<boolean> {
      return (await repository.byId(id))?.isOperator ?? false;
    },

    /**
     * The first line of every operator's service method (issue 29), whatever the route checked
     * before it: 403 `operators_only` unless the member is an operator.
     */
    async operatorOnly(id: number): Promise<void> {
      if (!(await repository.byId(id))?.isOperator) throw new AppError('operators_only');
    },

    async updateProfile(memberId: number, patch: ProfilePatchValues): Promise<MeResponse> {
      const changes: Partial<Member> = {};
      if (patch.first_name !== undefined) changes.firstName = patch.first_name;
      if (patch.last_name !== undefined) changes.lastName = patch.last_name;
      if (patch.city !== undefined) changes.city = patch.city;
      if (patch.phone !== undefined) changes.phone = patch.phone;
      if (patch.address !== undefined) changes.address = patch.address;
      await repository.update(memberId, changes);
      return me(memberId);
    },

    /** Sets (or with null removes) the avatar; returns the key it replaced, to delete its bytes. */
    async setAvatar(memberId: number, key: string | null): Promise<string | null> {
      const member = await repository.byId(memberId);
      if (!member) throw new AppError('unauthenticated');
      await repository.update(memberId, { avatarKey: key });
      return member.avatarKey;
    },

    /**
     * The name and phone a buyer (or, for a need, any member) may see: only the contact phone the
     * member published on their profile, never the mobile they sign in with.
     */
    async contactOf(
      id: number,
    ): Promise<{ name: string | null; phone: string | null } | undefined> {
      const member = await repository.byId(id);
      if (!member) return undefined;
      return { name: displayName(member), phone: member.phone };
    },

    /** Keeps an address the member wants to add until a code sent to it comes back. */
    async setPendingEmail(memberId: number, email: string): Promise<void> {
      await repository.update(memberId, { pendingEmail: email });
    },

    /** Makes the proven pending address the member's e-mail; 409 if another member has it. */
    async attachEmail(memberId: number, email: string): Promise<void> {
      try {
        await repository.update(memberId, { email, pendingEmail: null });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new AppError('email_taken');
      }
    },

    /** What anyone may see of a member: an id and a display name. */
    async publicProfile(id: number): Promise<{ id: string; name: string | null } | undefined> {
      // The name's columns only: an item's page asks it on every view.
      const [member] = await repository.namesOf([id]);
      if (!member) return undefined;
      return { id: String(member.id), name: displayName(member) };
    },

    /** Throws the 422 of an unknown referral code; no code is fine. */
    async checkReferralCode(code: string | undefined): Promise<void> {
      await referrerOf(code);
    },

    me,

    async referral(
      memberId: number,
    ): Promise<
      Omit<ReferralResponse, 'reward_amount' | 'reward_min_paid' | 'rewards' | 'rewards_total'>
    > {
      const member = await repository.byId(memberId);
      if (!member) throw new AppError('unauthenticated');
      const friends = await repository.friendsOf(member.id, FRIENDS_SHOWN);
      return {
        code: member.referralCode,
        link: `${publicUrl}/?referral_code=${member.referralCode}`,
        friends: friends.map((friend) => ({
          name: maskedName(friend),
          joined_at: friend.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
