DROP INDEX "menus_status_created_at_idx";--> statement-breakpoint
CREATE INDEX "menus_created_idx" ON "menus" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "menus_status_created_at_idx" ON "menus" USING btree ("status","created_at" desc,"id" desc);