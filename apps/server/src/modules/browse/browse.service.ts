import { contactsFor } from '@ideabazaar/shared/contact/mask';
import { searchWords } from '@ideabazaar/shared/persian/search';
import type { ItemCard, ItemPage, Sort } from '@ideabazaar/shared/schemas/browse';
import type { Language } from '@ideabazaar/shared/i18n/language';
import type { Section } from '@ideabazaar/shared/schemas/questions';
import { decodeCursor, encodeCursor, type CursorScope } from '../../lib/cursor';
import {
  sortKeyOf,
  type BrowseFilter,
  type CatalogRow as Row,
  type CatalogService,
} from '../items/catalog.service';
import { categories } from '../questions/questions.service';
import { createPageCache, type CachedPage } from './page-cache';

const PAGE_CACHE_ENTRIES = 500;

/** A page of rows fetched one past the limit, and the cursor to the next one. */
function paged(
  rows: Row[],
  limit: number,
  scope: CursorScope,
  language: Language,
  strangers: boolean,
): ItemPage {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toCard(row, language, strangers)),
    next_cursor:
      rows.length > limit && last ? encodeCursor(scope, { key: last.key, id: last.item.id }) : null,
  };
}

export function categoryLabel(value: string | null, language: Language): string | null {
  if (!value) return null;
  return categories.find((category) => category.value === value)?.[language] ?? value;
}

/**
 * An item's card, as every list shows it. For `strangers` an idea's contact details are masked
 * (issue 31): the public lists are one page for every reader, so there an idea's own owner and
 * buyers read its card masked too, and its page as written.
 */
export function toCard(row: Row, language: Language, strangers: boolean): ItemCard {
  const { item } = row;
  const open = !strangers || item.section !== 'idea';
  return {
    id: item.id,
    section: item.section,
    status: item.status,
    title: contactsFor(item.title, open),
    summary: contactsFor(item.summary, open),
    elevator_text: contactsFor(item.elevatorText, open),
    category: item.category,
    category_label: categoryLabel(item.category, language),
    price: item.price,
    negotiable: item.negotiable,
    view_count: item.viewCount,
    comment_count: item.commentCount,
    rating: item.rating,
    creator: item.ownerId === null ? null : { id: String(item.ownerId), name: row.ownerName },
    created_at: item.createdAt.toISOString(),
    published_at: item.publishedAt?.toISOString() ?? null,
    // Only the owner's own list has such an item (the public lists leave it out).
    ...(item.hiddenAt !== null ? { hidden: true as const, hidden_reason: item.hiddenReason } : {}),
  };
}

/** Browsing published items (issue 5): filters, Persian-aware search, keyset paging. */
type PageInput = {
  filter: Omit<BrowseFilter, 'words'> & { q?: string | undefined };
  sort: Sort;
  cursor?: string | undefined;
  limit: number;
  language: Language;
};

export function createBrowseService(options: {
  catalog: CatalogService;
  /** The catalogue's version (items/catalog-version.ts), which the page cache follows. */
  catalogVersion: () => number;
  /** LIST_CACHE_MS: how long a page is kept at most; 0 keeps none. */
  cacheMs: number;
}) {
  const repository = options.catalog;
  const pages = createPageCache({
    ttlMs: options.cacheMs,
    maxEntries: PAGE_CACHE_ENTRIES,
    version: options.catalogVersion,
  });
  const service = {
    /**
     * A page as JSON with its ETag, from a short cache that every write to items in this
     * process empties: every visitor sees the same published items.
     */
    publicPage: (input: PageInput): Promise<CachedPage> =>
      pages.get(JSON.stringify(input), () => service.page(input)),

    async page(input: PageInput): Promise<ItemPage> {
      const { q, ...filter } = input.filter;
      const scope = {
        list: `items:${filter.section}`,
        sort: input.sort,
        key: sortKeyOf(input.sort),
      };
      const rows = await repository.page(
        { ...filter, words: q ? searchWords(q) : [] },
        input.sort,
        input.cursor ? decodeCursor(input.cursor, scope) : undefined,
        input.limit,
      );
      return paged(rows, input.limit, scope, input.language, true);
    },

    async mine(input: {
      memberId: number;
      section: Section;
      cursor?: string | undefined;
      limit: number;
      language: Language;
    }) {
      const scope: CursorScope = {
        list: `mine:${input.section}`,
        sort: 'updated',
        key: 'timestamp',
      };
      const rows = await repository.mine(
        input.memberId,
        input.section,
        input.cursor ? decodeCursor(input.cursor, scope) : undefined,
        input.limit,
      );
      return paged(rows, input.limit, scope, input.language, false);
    },

    categories: (language: Language) => ({
      categories: categories.map((category) => ({
        value: category.value,
        label: category[language],
      })),
    }),
  };
  return service;
}
