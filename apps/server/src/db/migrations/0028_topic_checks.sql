CREATE TABLE "check_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"prompt" text NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"key" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"pass_percent" smallint NOT NULL,
	"opens" varchar(10) NOT NULL,
	"wait_hours" integer NOT NULL,
	"max_attempts" smallint,
	"time_limit_minutes" smallint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "topic_checks_pass_percent" CHECK ("topic_checks"."pass_percent" between 1 and 100),
	CONSTRAINT "topic_checks_opens" CHECK ("topic_checks"."opens" in ('rated', 'always'))
);
--> statement-breakpoint
ALTER TABLE "check_items" ADD CONSTRAINT "check_items_check_id_topic_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."topic_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_checks" ADD CONSTRAINT "topic_checks_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_items_check_position_unique" ON "check_items" USING btree ("check_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "topic_checks_topic_unique" ON "topic_checks" USING btree ("topic_id");