import type { Language } from '@ideabazaar/shared/i18n/language';
import type { Item, ItemPatchValues } from '@ideabazaar/shared/schemas/items';
import type { QuestionSet, Section } from '@ideabazaar/shared/schemas/questions';
import { AppError } from '../../plugins/errors/app-error';
import type { Transaction, Tx } from '../../db/transaction';
import type { MembersService } from '../members/members.service';
import { displayAnswer, type QuestionsService } from '../questions/questions.service';
import type { CatalogVersion } from './catalog-version';
import { createViewCounter } from './view-counter';
import {
  contactMasker,
  itemOr404,
  moderated,
  ownedItem,
  viewerOf,
  withItemLocked,
  type Buyers,
  type ItemVersions,
  type PurchaseTerms,
  readsContacts,
} from './item-access';
import type { PriceBounds } from '../../lib/money';
import { changesOf } from './item-patch';
import { createItemsModeration, type ModerationRepository } from './moderation';
import {
  deriveFields,
  refreshDerivedFields,
  roledAnswers,
  upgradeDerivedFields,
} from './derived-fields';
import {
  createItemsRepository,
  type ItemFileRow,
  type ItemRow,
  type ItemsRepository,
} from './items.repository';

export const fileUrl = (file: ItemFileRow) => `/api/files/${file.id}`;

export function toFile(file: ItemFileRow) {
  return {
    id: file.id,
    purpose: file.purpose,
    visibility: file.visibility,
    name: file.name,
    mime: file.mime,
    size: file.size,
    url: fileUrl(file),
    created_at: file.createdAt.toISOString(),
  };
}

/** What a caller that has just written an item's purchase knows already: not read again. */
interface Known {
  /** Whether the viewer holds a purchase of it. */
  bought: boolean;
  /** Whether they may buy it, when read already. */
  terms?: PurchaseTerms;
}

/** Items as each viewer may see them, and the owner's edits (PRODUCT.md sections 2 and 3). */
export function createItemsService(options: {
  repository: ItemsRepository;
  /** The composition root's, moving `catalogVersion` around every write (catalog-version.ts). */
  transaction: Transaction;
  questions: QuestionsService;
  members: MembersService;
  buyers: Buyers;
  publicUrl: string;
  /** Moved by the writes made outside a transaction here, so the lists' cache knows. */
  catalogVersion: CatalogVersion;
  /** The bounds of a listed idea's price (IDEA_MIN_PRICE, IDEA_MAX_PRICE). */
  prices: PriceBounds;
  /** The operators' reads and writes of items (moderation.ts). */
  moderationRepository: ModerationRepository;
  /** Writes a certificate's version of a published idea in the change's transaction (issue 31). */
  versions: ItemVersions;
}) {
  const { repository, transaction, questions, members, catalogVersion } = options;
  const viewers = { buyers: options.buyers, operators: members };
  /**
   * How this member reads an idea's public text outside its page (a notification, its comments, a
   * chat naming it): as written for its owner, its buyers and the operators, with contact details
   * masked for anyone else (issue 31); a need's as written.
   */
  const contactsFor = (
    item: Pick<ItemRow, 'id' | 'ownerId' | 'section'>,
    memberId: number | undefined,
  ) => contactMasker(item.section, () => readsContacts(viewers, item, memberId));
  const views = createViewCounter({ repository, catalogVersion });
  const moderation = createItemsModeration({
    repository,
    reads: options.moderationRepository,
    viewers,
    catalogVersion,
    ownerByEmail: async (email) => (await members.byEmail(email))?.id,
  });

  async function view(
    item: ItemRow,
    memberId: number | undefined,
    language: Language,
    known?: Known,
    /** A viewer's view of the item to record with its parts (get's; view-counter.ts). */
    viewerKey?: string,
  ): Promise<Item> {
    const [viewer, { answers, files }, creator] = await Promise.all([
      viewerOf(viewers, item, memberId, known),
      // The view counted as soon as its statement is done, whatever befalls the rest.
      repository.viewParts(item.id, viewerKey).then((parts) => {
        if (viewerKey !== undefined) views.recorded(item.id, viewerKey, parts.added);
        return parts;
      }),
      item.ownerId === null ? undefined : members.publicProfile(item.ownerId),
    ]);
    // A purchase answered again after an operator hid its item shows it no more than its page.
    if (!viewer.canSee) throw new AppError('item_not_found');
    const rows = new Map(
      (await questions.byIds(answers.map((a) => a.questionId))).map((q) => [q.id, q]),
    );
    const visible = answers.filter(
      (answer) => rows.has(answer.questionId) && (viewer.seesPrivate || !answer.isPrivate),
    );
    // The stored fields are what everyone sees; the owner and buyers also see what private
    // answers feed (derived-fields.ts).
    const own = viewer.seesPrivate
      ? deriveFields(
          visible.map((answer) => ({
            role: rows.get(answer.questionId)?.role ?? null,
            value: answer.value,
            isPrivate: answer.isPrivate,
          })),
        )
      : undefined;
    const { section } = item;
    // What a stranger reads of an idea has its contact details masked (issue 31).
    const mask = contactMasker(
      section,
      async () =>
        viewer.seesPrivate ||
        viewer.isOperator ||
        (memberId !== undefined && (await members.isOperator(memberId))),
    );
    const shownAnswers = await Promise.all(
      visible.map(async (answer) => {
        const row = rows.get(answer.questionId)!;
        const display = displayAnswer(row, answer.value, language);
        // An answer shown as it was typed is free text; a number or a choice is shown otherwise
        // and is masked only when it is a number that no amount starts with, a 0, or a mobile
        // whose 0 the number's check dropped (9121234567): ten digits from a 9, not round.
        const free =
          display === answer.value ||
          /^0\d{7,}$/.test(answer.value) ||
          (/^9\d{9}$/.test(answer.value) && !/0000$/.test(answer.value));
        const value = free ? await mask(answer.value) : answer.value;
        return { row, answer, value, display: value === answer.value ? display : value };
      }),
    );
    return {
      id: item.id,
      section,
      status: item.status,
      title: await mask(own?.title || item.title),
      summary: await mask(own?.summary || item.summary),
      category: own?.category ?? item.category,
      price: item.price,
      negotiable: item.negotiable,
      elevator_text: await mask(item.elevatorText),
      ...(viewer.seesPrivate ? { business_text: item.businessText } : {}),
      answers: shownAnswers.map(({ row, answer, value, display }) => ({
        questions_id: row.id,
        set: row.set,
        role: row.role,
        question: language === 'fa' ? row.titleFa : row.titleEn,
        kind: row.kind,
        answer: value,
        display,
        is_private: answer.isPrivate,
      })),
      files: files.filter((file) => viewer.seesPrivate || file.visibility === 'public').map(toFile),
      comment_count: item.commentCount,
      is_owner: viewer.isOwner,
      isBuy: viewer.isBuyer,
      can_buy: viewer.terms.refusal === null,
      buy_refusal: viewer.terms.refusal,
      buy_price: viewer.terms.refusal === null ? viewer.terms.price : null,
      active_private_responses: section === 'idea',
      creator: creator ?? null,
      share_url: `${options.publicUrl}/${section === 'idea' ? 'TheIdea' : 'TheNeed'}/${item.id}`,
      created_at: item.createdAt.toISOString(),
      published_at: item.publishedAt?.toISOString() ?? null,
      ...(moderated(item) && (viewer.isOwner || viewer.isOperator)
        ? {
            moderation: {
              hidden: item.hiddenAt !== null,
              hidden_reason: item.hiddenReason,
              owner_blocked: item.ownerBlocked,
            },
          }
        : {}),
    };
  }

  /**
   * The item if this viewer may see it (404 otherwise), without what else they may do: a
   * published item is everyone's to see, so no purchase is looked up for it.
   */
  async function seeable(input: { itemId: string; memberId: number | undefined }) {
    const item = await itemOr404(repository, input.itemId);
    if (item.status === 'published' && !moderated(item)) return item;
    const viewer = await viewerOf(viewers, item, input.memberId);
    if (!viewer.canSee) throw new AppError('item_not_found');
    return item;
  }

  /** The item and what this viewer may do with it; 404 for what they may not see. */
  async function access(input: { itemId: string; memberId: number | undefined }) {
    const item = await itemOr404(repository, input.itemId);
    const viewer = await viewerOf(viewers, item, input.memberId);
    if (!viewer.canSee) throw new AppError('item_not_found');
    return { item, viewer };
  }

  /**
   * How much of an item its owner has filled in (PRODUCT.md section 4), 0-100: the answers of its
   * own and the later question sets, the pitch, and for an idea the business text, a price and
   * an attachment.
   */
  async function completeness(item: ItemRow): Promise<number> {
    const sets: QuestionSet[] =
      item.section === 'idea' ? [item.section, 'after', 'competitor'] : [item.section];
    const asked = (await Promise.all(sets.map((set) => questions.activeInSet(set)))).flat();
    const answered = new Set(
      (await repository.answersOf(item.id)).map((answer) => answer.questionId),
    );
    const parts = [
      ...asked.map((question) => answered.has(question.id)),
      item.elevatorText !== '',
      ...(item.section === 'idea'
        ? [
            item.businessText !== '',
            item.price !== null || item.negotiable,
            (await repository.countFiles(item.id)) > 0,
          ]
        : []),
    ];
    return Math.round((100 * parts.filter(Boolean).length) / parts.length);
  }

  /**
   * An idea published with every answer public gives itself away for free (issue 31): publishing
   * it, or making every answer of a published idea public, needs `all_public_confirmed` from its
   * owner, so no client can skip the question. Judged on the locked row, with this patch's
   * private answers when it sets them.
   */
  async function confirmedIfAllPublic(
    within: ItemsRepository,
    merged: ItemRow,
    patch: ItemPatchValues,
    newStatus: ItemRow['status'] | undefined,
  ) {
    if (merged.section !== 'idea' || merged.status !== 'published') return;
    if (patch.all_public_confirmed) return;
    const ids = patch.private_question_ids;
    if (newStatus !== 'published' && ids === undefined) return;
    const anyPrivate =
      ids !== undefined
        ? ids.length > 0
        : (await within.answersOf(merged.id)).some((answer) => answer.isPrivate);
    if (!anyPrivate) throw new AppError('all_answers_public');
  }

  return {
    access,
    seeable,
    completeness,
    ...moderation,

    /**
     * Runs `work` in a transaction holding the item's row lock (writes to one item take turns);
     * another module's write that moves the item's counts passes `tx` back to the methods below.
     */
    withItemLocked: <T>(itemId: string, work: (tx: Tx, item: ItemRow) => Promise<T>) =>
      withItemLocked(transaction, itemId, (_within, item, tx) => work(tx, item)),
    /**
     * Locks the item's row in the caller's transaction (an operator hiding a comment moves its
     * count); undefined when the item is gone.
     */
    lockIn: (tx: Tx, itemId: string) => createItemsRepository(tx).lock(itemId),
    /**
     * Runs another module's write of one statement that moves an item's counts (a comment,
     * sql/comment_post.sql), moving the catalogue's version around it as the items' own
     * transactions do, so the lists' cache knows.
     */
    countsWrite: <T>(write: () => Promise<T>) => catalogVersion.write(write),
    /** Moves the comment count in the caller's transaction (the comments module's writes). */
    addToCommentCount: (tx: Tx, itemId: string, by: number) =>
      createItemsRepository(tx).addToCommentCount(itemId, by),
    /** Sets the overall rating in the caller's transaction (the indicators module's writes). */
    setRating: (tx: Tx, itemId: string, rating: number | null) =>
      createItemsRepository(tx).setRating(itemId, rating),
    /** A member's items, newest first (the operators' console). */
    ownedBy: (ownerId: number, limit: number) => repository.ownedBy(ownerId, limit),
    /** Items first published on each Tehran day of [from, to]. */
    publishedPerDay: (from: string, to: string) => repository.publishedPerDay(from, to),
    viewsPerDay: (itemId: string, days: number) => repository.viewsPerDay(itemId, days),
    /** The exact number of views (the item's row catches up every few seconds). */
    viewTotal: (itemId: string) => repository.viewTotal(itemId),
    /**
     * The titles of these items, by id (the money modules' lists name what was bought). An item
     * that left the lists (hidden, or its owner blocked) is named to operators only (`all`).
     */
    titles: (ids: string[], options?: { all: boolean }) =>
      repository.titles(ids, options?.all ?? false),
    /**
     * The title and section of items as each member may see them (as `viewerOf` decides:
     * published, their own unless they are blocked, an archived one they bought; one an
     * operator hid is its owner's alone), read in one query: `of(itemId, memberId)` answers
     * undefined for an item gone or not theirs to see.
     */
    async headings(wanted: { itemId: string; memberId: number }[]) {
      type Heading = { id: string; title: string; section: Section };
      const rows = new Map(
        (await repository.headings([...new Set(wanted.map((w) => w.itemId))])).map((row) => [
          row.id,
          row,
        ]),
      );
      const shown = new Map<string, Heading>();
      for (const { itemId, memberId } of wanted) {
        const row = rows.get(itemId);
        if (!row) continue;
        const isOwner = row.ownerId === memberId;
        const visible =
          row.hiddenAt !== null || row.ownerBlocked
            ? isOwner && !row.ownerBlocked
            : isOwner ||
              row.status === 'published' ||
              (row.status === 'archived' && (await options.buyers.hasBought(row.id, memberId)));
        if (visible) {
          // A notification names an idea as its page does: masked for a stranger (issue 31).
          const title = await contactsFor(row, memberId)(row.title);
          shown.set(`${itemId}/${memberId}`, { id: row.id, title, section: row.section });
        }
      }
      return {
        of: (itemId: string, memberId: number): Heading | undefined =>
          shown.get(`${itemId}/${memberId}`),
      };
    },
    /** The item as this member sees it (a purchase answers with it). */
    async viewFor(itemId: string, memberId: number, language: Language) {
      return view(await itemOr404(repository, itemId), memberId, language);
    },
    /**
     * The same, for an item row the caller has just read (a purchase answers with it), with
     * what the caller knows of it already.
     */
    viewOf: (item: ItemRow, memberId: number, language: Language, known?: Known) =>
      view(item, memberId, language, known),
    /**
     * What everyone may read of an item, for matching (issue 30), read in the caller's
     * transaction: its row's public fields and the values of its public answers other than the
     * category and budget (the row has them). Never a private answer or the business text.
     * Undefined when the item is gone. The question roles are read first, outside it.
     */
    async publicTextReader() {
      const roles = await questions.roles();
      return async (tx: Tx, itemId: string) => {
        const within = createItemsRepository(tx);
        const item = await within.byId(itemId);
        if (!item) return undefined;
        const answers = (await roledAnswers(within, roles, item.id))
          .filter(
            (answer) => !answer.isPrivate && answer.role !== 'category' && answer.role !== 'budget',
          )
          .map((answer) => answer.value);
        const { id, section, status, ownerId, category, price, negotiable, searchText } = item;
        return {
          item: { id, section, status, ownerId, category, price, negotiable, searchText },
          listed: status === 'published' && !moderated(item),
          text: [item.title, item.summary, item.elevatorText, ...answers].join('\n'),
        };
      };
    },
    contactsFor,
    /** The item's row, or the 404 of an id that names nothing. */
    row: (itemId: string) => itemOr404(repository, itemId),

    /**
     * The creator's phone (seed section 6): for a need any member, for an idea only its buyers
     * (and its owner); otherwise the seed's purchase-required text.
     */
    async contact(input: { itemId: string; memberId: number }) {
      const { item, viewer } = await access(input);
      if (item.section === 'idea' && !viewer.seesPrivate) {
        throw new AppError('purchase_required');
      }
      const creator = item.ownerId === null ? undefined : await members.contactOf(item.ownerId);
      if (!creator) throw new AppError('item_not_found');
      return creator;
    },

    /** Derives every item's fields again once their rules changed; the number of items redone. */
    upgradeDerivedFields: async () => {
      const roles = await questions.roles();
      return catalogVersion.write(() => upgradeDerivedFields(repository, roles));
    },

    /** Moves an item's publication date back: the demo's items appear published over weeks. */
    backdate: (itemId: string, publishedAt: Date) =>
      catalogVersion.write(() => repository.update(itemId, { publishedAt })),

    /** Items' view counts brought up to the views recorded (every few seconds). */
    flushViews: () => views.flush(),
    /** Every item's view count from the views recorded (hourly: what a crash lost). */
    reconcileViews: () => views.reconcile(),

    /** One item for this viewer; a published item's view is counted once per viewer per day. */
    async get(input: {
      itemId: string;
      memberId: number | undefined;
      viewerKey: string;
      language: Language;
    }) {
      const item = await itemOr404(repository, input.itemId);
      const viewer = await viewerOf(viewers, item, input.memberId);
      if (!viewer.canSee) throw new AppError('item_not_found');
      // The view is recorded in the statement that reads the item's parts.
      const viewerKey =
        !viewer.isOwner && item.status === 'published'
          ? views.toRecord(item.id, input.viewerKey)
          : undefined;
      return view(
        item,
        input.memberId,
        input.language,
        { bought: viewer.isBuyer, terms: viewer.terms },
        viewerKey,
      );
    },

    async patch(input: {
      itemId: string;
      memberId: number;
      patch: ItemPatchValues;
      language: Language;
    }) {
      const item = await ownedItem(repository, input.itemId, input.memberId);
      const { patch } = input;
      const roles = await questions.roles();
      if (patch.private_question_ids !== undefined) {
        if (item.section !== 'idea') throw new AppError('private_for_ideas');
        const answered = new Set((await repository.answersOf(item.id)).map((a) => a.questionId));
        if (!patch.private_question_ids.every((id) => answered.has(id))) {
          throw new AppError('validation_failed', {
            fields: { private_question_ids: ['private_unanswered'] },
          });
        }
        // Every visitor reads the item by its title and finds it by its category.
        const role = (id: number) => roles.get(id);
        if (
          patch.private_question_ids.some((id) => role(id) === 'title' || role(id) === 'category')
        ) {
          throw new AppError('validation_failed', {
            fields: { private_question_ids: ['always_public'] },
          });
        }
      }
      const saved = await withItemLocked(transaction, item.id, async (within, locked, tx) => {
        const next = changesOf(locked, patch, options.prices);
        await confirmedIfAllPublic(within, { ...locked, ...next }, patch, next.status);
        await within.update(item.id, next);
        if (patch.private_question_ids !== undefined) {
          await within.setPrivate(item.id, patch.private_question_ids);
        }
        await refreshDerivedFields(within, roles, { ...locked, ...next });
        await options.versions.record(tx, item.id);
      });
      if (!saved.found) throw new AppError('item_not_found');
      return view(await itemOr404(repository, item.id), input.memberId, input.language);
    },
  };
}
export type ItemsService = ReturnType<typeof createItemsService>;
export type { PurchaseTerms } from './item-access';
export type { ItemRow } from './items.repository';
