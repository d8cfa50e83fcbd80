CREATE TABLE "archive"."check_attempts" (
	"id" integer PRIMARY KEY NOT NULL,
	"check_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"items" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"answers" jsonb,
	"results" jsonb,
	"right_count" smallint,
	"item_count" smallint,
	"passed" boolean,
	"late" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive"."check_overrides" (
	"id" integer PRIMARY KEY NOT NULL,
	"check_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attested" boolean NOT NULL,
	"note" text NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"items" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"answers" jsonb,
	"results" jsonb,
	"right_count" smallint,
	"item_count" smallint,
	"passed" boolean,
	"late" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attested" boolean NOT NULL,
	"note" text NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_items" ADD COLUMN "ref" varchar(20);--> statement-breakpoint
-- Items saved before items had ids get one of their own (decision 053).
UPDATE "check_items" SET "ref" = 'i' || "id";--> statement-breakpoint
ALTER TABLE "check_items" ALTER COLUMN "ref" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "check_items" ADD COLUMN "picture" text;--> statement-breakpoint
ALTER TABLE "archive"."check_attempts" ADD CONSTRAINT "check_attempts_check_id_topic_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."topic_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."check_attempts" ADD CONSTRAINT "check_attempts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."check_attempts" ADD CONSTRAINT "check_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."check_overrides" ADD CONSTRAINT "check_overrides_check_id_topic_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."topic_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."check_overrides" ADD CONSTRAINT "check_overrides_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."check_overrides" ADD CONSTRAINT "check_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."check_overrides" ADD CONSTRAINT "check_overrides_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_attempts" ADD CONSTRAINT "check_attempts_check_id_topic_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."topic_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_attempts" ADD CONSTRAINT "check_attempts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_attempts" ADD CONSTRAINT "check_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_overrides" ADD CONSTRAINT "check_overrides_check_id_topic_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."topic_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_overrides" ADD CONSTRAINT "check_overrides_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_overrides" ADD CONSTRAINT "check_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_overrides" ADD CONSTRAINT "check_overrides_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_attempts_event_user_check_number_unique" ON "archive"."check_attempts" USING btree ("event_id","user_id","check_id","number");--> statement-breakpoint
CREATE INDEX "check_attempts_check_idx" ON "archive"."check_attempts" USING btree ("check_id");--> statement-breakpoint
CREATE INDEX "check_attempts_user_idx" ON "archive"."check_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_overrides_event_user_check_unique" ON "archive"."check_overrides" USING btree ("event_id","user_id","check_id");--> statement-breakpoint
CREATE INDEX "check_overrides_check_idx" ON "archive"."check_overrides" USING btree ("check_id");--> statement-breakpoint
CREATE INDEX "check_overrides_user_idx" ON "archive"."check_overrides" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_attempts_event_user_check_number_unique" ON "check_attempts" USING btree ("event_id","user_id","check_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "check_attempts_running_unique" ON "check_attempts" USING btree ("event_id","user_id","check_id") WHERE "check_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "check_attempts_check_idx" ON "check_attempts" USING btree ("check_id");--> statement-breakpoint
CREATE INDEX "check_attempts_user_idx" ON "check_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_overrides_event_user_check_unique" ON "check_overrides" USING btree ("event_id","user_id","check_id");--> statement-breakpoint
CREATE INDEX "check_overrides_check_idx" ON "check_overrides" USING btree ("check_id");--> statement-breakpoint
CREATE INDEX "check_overrides_user_idx" ON "check_overrides" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_items_check_ref_unique" ON "check_items" USING btree ("check_id","ref");--> statement-breakpoint
-- Decision 051: no attempt and no teacher's decision is written into an archived class (moves pass).
CREATE TRIGGER "check_attempts_archived_class" BEFORE INSERT ON "check_attempts" FOR EACH ROW EXECUTE FUNCTION "refuse_write_in_archived_class_by_event"();--> statement-breakpoint
CREATE TRIGGER "check_overrides_archived_class" BEFORE INSERT ON "check_overrides" FOR EACH ROW EXECUTE FUNCTION "refuse_write_in_archived_class_by_event"();
