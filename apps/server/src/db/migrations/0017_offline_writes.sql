-- Edited by hand (decision 028): a rating given before the device's time was recorded was given when it was last written.
ALTER TABLE "evaluations" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
UPDATE "evaluations" SET "rated_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "evaluations" ALTER COLUMN "rated_at" SET NOT NULL;--> statement-breakpoint
-- Ratings in the trash come back with rated_at too (trash-restore.ts writes the columns a row carries).
UPDATE "trash_items" SET "payload" = jsonb_set("payload", '{tables}', (
  SELECT jsonb_agg(CASE WHEN t->>'table' = 'evaluations' THEN jsonb_set(t, '{rows}', (
      SELECT coalesce(jsonb_agg(r || jsonb_build_object('rated_at', r->'updated_at') ORDER BY n), '[]'::jsonb)
      FROM jsonb_array_elements(t->'rows') WITH ORDINALITY AS rr(r, n)))
    ELSE t END ORDER BY o)
  FROM jsonb_array_elements("payload"->'tables') WITH ORDINALITY AS tt(t, o)))
WHERE "payload"->'tables' @> '[{"table": "evaluations"}]';--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "student_feedbacks" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "help_requests" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "student_feedbacks_user_client_unique" ON "student_feedbacks" USING btree ("user_id","client_id") WHERE "student_feedbacks"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "help_requests_user_client_unique" ON "help_requests" USING btree ("user_id","client_id") WHERE "help_requests"."client_id" is not null;