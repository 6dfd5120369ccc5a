import { z } from 'zod';
import { errorCode } from '../errors/codes';

// Indicators (PRODUCT.md section 4)
export const ratedIndicators = ['innovation', 'market', 'feasibility'] as const;
export type RatedIndicator = (typeof ratedIndicators)[number];
export const indicatorKeys = [...ratedIndicators, 'completeness'] as const;
export const MIN_RATINGS = 3;
export const indicatorSchema = z.object({
  key: z.enum(indicatorKeys),
  /** 0-100; null while fewer than three buyers have rated ('not enough ratings'). */
  score: z.number().int().nullable(),
  ratings: z.number().int(),
});
export const indicatorsResponseSchema = z.object({
  indicators: z.array(indicatorSchema),
  /** The viewer's own ratings (1-5), for a buyer. */
  mine: z.partialRecord(z.enum(ratedIndicators), z.number().int()),
  can_rate: z.boolean(),
});
export type IndicatorsResponse = z.infer<typeof indicatorsResponseSchema>;
const stars = z
  .number({ error: errorCode('rating_range') })
  .int()
  .min(1)
  .max(5);
export const ratingRequestSchema = z
  .object({ innovation: stars, market: stars, feasibility: stars })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, errorCode('rating_required'));

export const statsResponseSchema = z.object({
  views: z.number().int(),
  buyers: z.number().int(),
  revenue: z.number().int(),
  comments: z.number().int(),
  series: z.array(
    z.object({
      day: z.string(),
      views: z.number().int(),
      buyers: z.number().int(),
      revenue: z.number().int(),
      comments: z.number().int(),
    }),
  ),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;
