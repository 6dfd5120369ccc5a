import { createHash } from 'node:crypto';
import type { Language } from '@ideabazaar/shared/i18n/language';
import { searchWords } from '@ideabazaar/shared/persian/search';
import {
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type savedSearchRequestSchema,
} from '@ideabazaar/shared/schemas/notifications';
import type { z } from 'zod';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../plugins/errors/app-error';
import { categoryLabel } from '../browse/browse.service';
import {
  createSavedSearchesRepository,
  type SavedSearchesRepository,
  type SavedSearchRow,
} from './saved-searches.repository';

type SavedSearchInput = z.output<typeof savedSearchRequestSchema>;

/**
 * A member's saved searches of the lists (issue 30): saved with the list's search and filters,
 * listed and deleted by their owner. The matching job alerts them when an item they find is
 * published (matching.service.ts).
 */
export function createSavedSearchesService(options: {
  repository: SavedSearchesRepository;
  transaction: Transaction;
}) {
  const { repository, transaction } = options;

  function toSavedSearch(row: SavedSearchRow, language: Language): SavedSearch {
    return {
      id: String(row.id),
      section: row.section,
      q: row.q,
      category: row.category,
      category_label: categoryLabel(row.category, language),
      min_price: row.minPrice,
      max_price: row.maxPrice,
      negotiable: row.negotiable,
      created_at: row.createdAt.toISOString(),
    };
  }

  return {
    async list(memberId: number, language: Language) {
      const rows = await repository.of(memberId);
      return rows.map((row) => toSavedSearch(row, language));
    },

    async save(input: { memberId: number; search: SavedSearchInput; language: Language }) {
      const { search } = input;
      const q = search.q || null;
      const words = q ? searchWords(q) : [];
      const values = {
        userId: input.memberId,
        section: search.section,
        q,
        words,
        category: search.category || null,
        minPrice: search.min_price ?? null,
        maxPrice: search.max_price ?? null,
        negotiable: search.negotiable === undefined ? null : search.negotiable === 'true',
      };
      // The search in one form, hashed: its words escaped into JSON can outgrow the column.
      const signature = createHash('sha256')
        .update(
          JSON.stringify([
            values.section,
            words,
            values.category,
            values.minPrice,
            values.maxPrice,
            values.negotiable,
          ]),
        )
        .digest('hex');
      const row = await transaction(async (tx) => {
        const within = createSavedSearchesRepository(tx);
        await within.lockMember(input.memberId);
        if ((await within.countOf(input.memberId)) >= SAVED_SEARCHES_MAX) {
          throw new AppError('saved_searches_full', { params: { maximum: SAVED_SEARCHES_MAX } });
        }
        return within.insert({ ...values, signature });
      });
      if (!row) throw new AppError('saved_search_exists');
      return toSavedSearch(row, input.language);
    },

    async remove(input: { memberId: number; id: number }) {
      if (!(await repository.remove(input.id, input.memberId))) {
        throw new AppError('saved_search_not_found');
      }
    },
  };
}
export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
