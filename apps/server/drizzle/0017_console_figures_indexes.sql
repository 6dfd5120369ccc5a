CREATE INDEX "items_published_idx" ON "items" USING btree ("published_at") WHERE "items"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_paid_idx" ON "payments" USING btree ("verified_at") WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "purchases_created_idx" ON "purchases" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_paid_idx" ON "withdrawals" USING btree ("decided_at") WHERE "withdrawals"."status" = 'paid';