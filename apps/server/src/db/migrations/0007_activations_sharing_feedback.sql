CREATE TABLE "active_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"status_id" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "active_modules_event_id_unique" UNIQUE("event_id"),
	CONSTRAINT "active_modules_status" CHECK ("active_modules"."status_id" in (2, 4))
);
--> statement-breakpoint
CREATE TABLE "module_purchases" (
	"module_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"crystals" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "module_purchases_module_id_user_id_pk" PRIMARY KEY("module_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "module_shares" (
	"module_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "module_shares_module_id_user_id_pk" PRIMARY KEY("module_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "feedback_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"title" varchar(80) NOT NULL,
	"icon" varchar(40) NOT NULL,
	CONSTRAINT "feedback_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "student_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"feedback_type_id" smallint NOT NULL,
	"content" text NOT NULL,
	"solved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "evaluations_event_idx";--> statement-breakpoint
ALTER TABLE "active_modules" ADD CONSTRAINT "active_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_modules" ADD CONSTRAINT "active_modules_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_modules" ADD CONSTRAINT "active_modules_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_modules" ADD CONSTRAINT "active_modules_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_purchases" ADD CONSTRAINT "module_purchases_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_purchases" ADD CONSTRAINT "module_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_shares" ADD CONSTRAINT "module_shares_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_shares" ADD CONSTRAINT "module_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_feedbacks" ADD CONSTRAINT "student_feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_feedbacks" ADD CONSTRAINT "student_feedbacks_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_feedbacks" ADD CONSTRAINT "student_feedbacks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_feedbacks" ADD CONSTRAINT "student_feedbacks_feedback_type_id_feedback_types_id_fk" FOREIGN KEY ("feedback_type_id") REFERENCES "public"."feedback_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "active_modules_module_group_unique" ON "active_modules" USING btree ("module_id","group_id");--> statement-breakpoint
CREATE INDEX "active_modules_teacher_idx" ON "active_modules" USING btree ("teacher_id","status_id");--> statement-breakpoint
CREATE INDEX "active_modules_group_idx" ON "active_modules" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "module_purchases_user_idx" ON "module_purchases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "module_shares_user_idx" ON "module_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "student_feedbacks_event_idx" ON "student_feedbacks" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "student_feedbacks_question_idx" ON "student_feedbacks" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "evaluations_event_updated_idx" ON "evaluations" USING btree ("event_id","updated_at");--> statement-breakpoint
INSERT INTO "feedback_types" ("id", "name", "title", "icon") VALUES
	(1, 'question', 'Frage zur Aufgabe', 'help'),
	(2, 'mistake', 'Fehler entdeckt', 'bug'),
	(3, 'too_hard', 'Zu schwierig', 'trending-up'),
	(4, 'too_easy', 'Zu einfach', 'trending-down'),
	(5, 'praise', 'Hat mir gefallen', 'thumb-up');
