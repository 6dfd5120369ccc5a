/** The orders of the public lists (GET /api/items `sort`), in a module without zod for the web's first screen. */
export const sorts = ['newest', 'views', 'price_asc', 'price_desc', 'rating'] as const;
export type Sort = (typeof sorts)[number];
