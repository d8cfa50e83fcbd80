CREATE TABLE "help_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	CONSTRAINT "help_requests_text_length" CHECK (char_length("help_requests"."text") <= 200)
);
--> statement-breakpoint
CREATE TABLE "next_step_pins" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"pinned_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "next_step_pins_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "active_modules" ADD COLUMN "teacher_ratings_released" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "next_step_pins" ADD CONSTRAINT "next_step_pins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "next_step_pins" ADD CONSTRAINT "next_step_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "next_step_pins" ADD CONSTRAINT "next_step_pins_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "next_step_pins" ADD CONSTRAINT "next_step_pins_pinned_by_users_id_fk" FOREIGN KEY ("pinned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "help_requests_open_unique" ON "help_requests" USING btree ("event_id","user_id","topic_id") WHERE "help_requests"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "help_requests_event_idx" ON "help_requests" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "help_requests_user_idx" ON "help_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "help_requests_topic_idx" ON "help_requests" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "next_step_pins_user_idx" ON "next_step_pins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "next_step_pins_topic_idx" ON "next_step_pins" USING btree ("topic_id");