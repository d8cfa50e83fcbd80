-- The tokens of earlier start links were never kept, so they cannot be printed again: they go, and
-- the next start makes the standing link (decision 011). Their old behaviour retired them at every
-- start anyway.
DELETE FROM "demo_links" WHERE "purpose" = 'start';--> statement-breakpoint
ALTER TABLE "demo_links" ADD COLUMN "token" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "demo_links_one_standing_idx" ON "demo_links" USING btree ("user_id") WHERE "demo_links"."purpose" = 'start';
