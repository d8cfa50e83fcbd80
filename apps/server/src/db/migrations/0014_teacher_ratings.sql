CREATE TABLE "teacher_rating_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rating_id" bigint NOT NULL,
	"grade_before" numeric(2, 1),
	"grade" numeric(2, 1) NOT NULL,
	"rated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "teacher_rating_changes_grade_scale" CHECK ("teacher_rating_changes"."grade" between 0 and 6 and "teacher_rating_changes"."grade" * 2 = round("teacher_rating_changes"."grade" * 2)),
	CONSTRAINT "teacher_rating_changes_before_scale" CHECK ("teacher_rating_changes"."grade_before" between 0 and 6 and "teacher_rating_changes"."grade_before" * 2 = round("teacher_rating_changes"."grade_before" * 2))
);
--> statement-breakpoint
CREATE TABLE "teacher_ratings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"grade" numeric(2, 1) NOT NULL,
	"rated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "teacher_ratings_grade_scale" CHECK ("teacher_ratings"."grade" between 0 and 6 and "teacher_ratings"."grade" * 2 = round("teacher_ratings"."grade" * 2))
);
--> statement-breakpoint
ALTER TABLE "teacher_rating_changes" ADD CONSTRAINT "teacher_rating_changes_rating_id_teacher_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."teacher_ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_rating_changes" ADD CONSTRAINT "teacher_rating_changes_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_ratings" ADD CONSTRAINT "teacher_ratings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_ratings" ADD CONSTRAINT "teacher_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_ratings" ADD CONSTRAINT "teacher_ratings_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_ratings" ADD CONSTRAINT "teacher_ratings_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teacher_rating_changes_rating_idx" ON "teacher_rating_changes" USING btree ("rating_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_ratings_event_user_question_unique" ON "teacher_ratings" USING btree ("event_id","user_id","question_id");--> statement-breakpoint
CREATE INDEX "teacher_ratings_user_idx" ON "teacher_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "teacher_ratings_question_idx" ON "teacher_ratings" USING btree ("question_id");