-- Search and the sorts that are not plain columns, served by indexes (see bench/browse.bench.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "items_search_trgm_idx" ON "items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "items_browse_price_asc_idx" ON "items" ("status", "section", (coalesce("price", 9000000000000000)), "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "items_browse_price_desc_idx" ON "items" ("status", "section", (coalesce("price", -1)) DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "items_browse_rating_key_idx" ON "items" ("status", "section", (coalesce("rating", -1)) DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "items_browse_newest_idx" ON "items" ("status", "section", "published_at" DESC, "id" DESC);
