import {
  MIN_RATINGS,
  ratedIndicators,
  type IndicatorsResponse,
  type RatedIndicator,
  type StatsResponse,
} from '@ideabazaar/shared/schemas/indicators';
import { AppError } from '../../plugins/errors/app-error';
import type { CommentsService } from '../comments/comments.service';
import type { ItemsService } from '../items/items.service';
import { createIndicatorsRepository, type IndicatorsRepository } from './indicators.repository';

const STATS_DAYS = 30;

/** Indicators (PRODUCT.md section 4): completeness computed, the rest rated by buyers. */
export function createIndicatorsService(options: {
  repository: IndicatorsRepository;
  items: ItemsService;
  comments: Pick<CommentsService, 'perDay'>;
  /** The purchases' record of an idea's sales: buyers and the seller's revenue. */
  sales: {
    perDay(
      itemId: string,
      days: number,
    ): Promise<{ day: string; buyers: number; revenue: number }[]>;
    totals(itemId: string): Promise<{ buyers: number; revenue: number }>;
  };
}) {
  const { repository, items, comments, sales } = options;

  async function indicators(
    itemId: string,
    memberId: number | undefined,
  ): Promise<IndicatorsResponse> {
    const { item, viewer } = await items.access({ itemId, memberId });
    const summary = new Map((await repository.summary(item.id)).map((row) => [row.indicator, row]));
    const mine = memberId === undefined ? [] : await repository.mine(item.id, memberId);
    return {
      indicators: [
        ...ratedIndicators.map((key) => {
          const row = summary.get(key);
          const count = row?.count ?? 0;
          return {
            key,
            score: row && count >= MIN_RATINGS ? Math.round(row.average * 20) : null,
            ratings: count,
          };
        }),
        { key: 'completeness' as const, score: await items.completeness(item), ratings: 0 },
      ],
      mine: Object.fromEntries(mine.map((row) => [row.indicator, row.rating])),
      can_rate: viewer.isBuyer,
    };
  }

  return {
    indicators,

    async rate(input: {
      itemId: string;
      memberId: number;
      ratings: Partial<Record<string, number>>;
    }) {
      const { item, viewer } = await items.access(input);
      if (!viewer.isBuyer) throw new AppError('buyers_only');
      const given = ratedIndicators.flatMap((key) => {
        const rating = input.ratings[key];
        return rating === undefined ? [] : [[key, rating] as [RatedIndicator, number]];
      });
      // The ratings and the item's overall rating move together, under the item's lock. An item
      // gone meanwhile is the 404 of the answer's own access check.
      await items.withItemLocked(item.id, async (tx) => {
        const within = createIndicatorsRepository(tx);
        await within.save(item.id, input.memberId, given);
        await items.setRating(tx, item.id, await within.overall(item.id, MIN_RATINGS));
      });
      return indicators(item.id, input.memberId);
    },

    async stats(input: { itemId: string; memberId: number }): Promise<StatsResponse> {
      const { item, viewer } = await items.access(input);
      if (!viewer.isOwner) throw new AppError('stats_owner_only');
      const perDay = await comments.perDay(item.id, STATS_DAYS);
      const sold = new Map((await sales.perDay(item.id, STATS_DAYS)).map((row) => [row.day, row]));
      const series = (await items.viewsPerDay(item.id, STATS_DAYS)).map((row) => ({
        day: row.day,
        views: Number(row.views),
        buyers: sold.get(row.day)?.buyers ?? 0,
        revenue: sold.get(row.day)?.revenue ?? 0,
        comments: perDay.get(row.day) ?? 0,
      }));
      const totals = await sales.totals(item.id);
      return {
        views: await items.viewTotal(item.id),
        buyers: Number(totals.buyers),
        revenue: Number(totals.revenue),
        comments: item.commentCount,
        series,
      };
    },
  };
}
