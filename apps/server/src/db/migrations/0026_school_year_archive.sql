CREATE SCHEMA "archive";
--> statement-breakpoint
CREATE TABLE "archive"."evaluations" (
	"id" bigint PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"grade" numeric(2, 1) NOT NULL,
	"goal" numeric(2, 1) NOT NULL,
	"seconds_spent" integer,
	"rated_at" timestamp with time zone NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive"."exam_results" (
	"id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"before" numeric(2, 1),
	"after" numeric(2, 1),
	"grade" numeric(2, 1),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive"."help_requests" (
	"id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	"client_id" uuid
);
--> statement-breakpoint
CREATE TABLE "archive"."student_feedbacks" (
	"id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"feedback_type_id" smallint NOT NULL,
	"content" text NOT NULL,
	"solved" boolean DEFAULT false NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive"."teacher_rating_changes" (
	"id" bigint PRIMARY KEY NOT NULL,
	"rating_id" bigint NOT NULL,
	"grade_before" numeric(2, 1),
	"grade" numeric(2, 1) NOT NULL,
	"rated_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive"."teacher_ratings" (
	"id" bigint PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"grade" numeric(2, 1) NOT NULL,
	"rated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "archive"."evaluations" ADD CONSTRAINT "evaluations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."evaluations" ADD CONSTRAINT "evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."evaluations" ADD CONSTRAINT "evaluations_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."exam_results" ADD CONSTRAINT "exam_results_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."exam_results" ADD CONSTRAINT "exam_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."help_requests" ADD CONSTRAINT "help_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."help_requests" ADD CONSTRAINT "help_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."help_requests" ADD CONSTRAINT "help_requests_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."help_requests" ADD CONSTRAINT "help_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."student_feedbacks" ADD CONSTRAINT "student_feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."student_feedbacks" ADD CONSTRAINT "student_feedbacks_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."student_feedbacks" ADD CONSTRAINT "student_feedbacks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."student_feedbacks" ADD CONSTRAINT "student_feedbacks_feedback_type_id_feedback_types_id_fk" FOREIGN KEY ("feedback_type_id") REFERENCES "public"."feedback_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."teacher_rating_changes" ADD CONSTRAINT "teacher_rating_changes_rating_id_teacher_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "archive"."teacher_ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."teacher_rating_changes" ADD CONSTRAINT "teacher_rating_changes_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."teacher_ratings" ADD CONSTRAINT "teacher_ratings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."teacher_ratings" ADD CONSTRAINT "teacher_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."teacher_ratings" ADD CONSTRAINT "teacher_ratings_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive"."teacher_ratings" ADD CONSTRAINT "teacher_ratings_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_user_event_question_unique" ON "archive"."evaluations" USING btree ("user_id","event_id","question_id");--> statement-breakpoint
CREATE INDEX "evaluations_event_updated_idx" ON "archive"."evaluations" USING btree ("event_id","updated_at");--> statement-breakpoint
CREATE INDEX "evaluations_question_idx" ON "archive"."evaluations" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_results_user_event_unique" ON "archive"."exam_results" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "exam_results_event_idx" ON "archive"."exam_results" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "help_requests_event_idx" ON "archive"."help_requests" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "help_requests_user_idx" ON "archive"."help_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "help_requests_topic_idx" ON "archive"."help_requests" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "student_feedbacks_event_idx" ON "archive"."student_feedbacks" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "student_feedbacks_question_idx" ON "archive"."student_feedbacks" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "student_feedbacks_user_idx" ON "archive"."student_feedbacks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "teacher_rating_changes_rating_idx" ON "archive"."teacher_rating_changes" USING btree ("rating_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_ratings_event_user_question_unique" ON "archive"."teacher_ratings" USING btree ("event_id","user_id","question_id");--> statement-breakpoint
CREATE INDEX "teacher_ratings_user_idx" ON "archive"."teacher_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "teacher_ratings_question_idx" ON "archive"."teacher_ratings" USING btree ("question_id");--> statement-breakpoint
-- An archived class is read-only (decision 051): nothing is written into it, whichever route tries.
-- Checked here rather than in each of the twenty routes that write into a class, so that none can
-- forget it. The first statement takes the lock the foreign key would take anyway; archiving takes
-- the class's row and its events FOR UPDATE first, so a write racing the archiving waits for it and
-- then sees the class archived (the second statement reads with a new snapshot). Deletes by cascade
-- (a student's account, the class itself) pass; the moves into and out of the archive, and the trash
-- restoring an archived class, set lernraster.moving_archive for their transaction.
CREATE FUNCTION "refuse_write_in_archived_class_by_group"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  class_id integer;
  archived timestamptz;
BEGIN
  IF current_setting('lernraster.moving_archive', true) = 'on' OR (TG_OP = 'DELETE' AND pg_trigger_depth() > 1) THEN
    RETURN COALESCE(NEW, OLD);
  END IF;
  IF TG_OP = 'DELETE' THEN class_id := OLD.group_id; ELSE class_id := NEW.group_id; END IF;
  PERFORM 1 FROM "groups" WHERE "id" = class_id FOR KEY SHARE;
  SELECT "archived_at" INTO archived FROM "groups" WHERE "id" = class_id;
  IF archived IS NOT NULL THEN
    RAISE EXCEPTION 'class % is archived', class_id USING ERRCODE = 'LR001';
  END IF;
  RETURN COALESCE(NEW, OLD);
END $$;
--> statement-breakpoint
CREATE FUNCTION "refuse_write_in_archived_class_by_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_of integer;
  archived timestamptz;
BEGIN
  IF current_setting('lernraster.moving_archive', true) = 'on' OR (TG_OP = 'DELETE' AND pg_trigger_depth() > 1) THEN
    RETURN COALESCE(NEW, OLD);
  END IF;
  IF TG_OP = 'DELETE' THEN event_of := OLD.event_id; ELSE event_of := NEW.event_id; END IF;
  PERFORM 1 FROM "events" WHERE "id" = event_of FOR KEY SHARE;
  SELECT g."archived_at" INTO archived FROM "events" e JOIN "groups" g ON g."id" = e."group_id" WHERE e."id" = event_of;
  IF archived IS NOT NULL THEN
    RAISE EXCEPTION 'the class of event % is archived', event_of USING ERRCODE = 'LR001';
  END IF;
  RETURN COALESCE(NEW, OLD);
END $$;
--> statement-breakpoint
-- Rows that stay in public while their class is archived: every change is checked.
CREATE TRIGGER "events_archived_class" BEFORE INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION "refuse_write_in_archived_class_by_group"();--> statement-breakpoint
CREATE TRIGGER "active_modules_archived_class" BEFORE INSERT OR UPDATE OR DELETE ON "active_modules" FOR EACH ROW EXECUTE FUNCTION "refuse_write_in_archived_class_by_group"();--> statement-breakpoint
CREATE TRIGGER "group_users_archived_class" BEFORE INSERT OR UPDATE OR DELETE ON "group_users" FOR EACH ROW EXECUTE FUNCTION "refuse_write_in_archived_class_by_group"();--> statement-breakpoint
CREATE TRIGGER "class_invitations_archived_class" BEFORE INSERT OR UPDATE OR DELETE ON "class_invitations" FOR EACH ROW EXECUTE FUNCTION "refuse_write_in_archived_class_by_group"();--> statement-breakpoint
CREATE TRIGGER "next_step_pins_archived_class" BEFORE INSERT OR UPDATE OR DELETE ON "next_step_pins" FOR EACH ROW EXECUTE FUNCTION "refuse_write_in_archived_class_by_event"();--> statement-breakpoint
-- Rows that move to the archive: an archived class has none left here, so only a new one can be wrong
-- (an upsert's ON CONFLICT passes BEFORE INSERT first).
CREATE TRIGGER "evaluations_archived_class" BEFORE INSERT ON "evaluations" FOR EACH ROW EXECUTE FUNCTION "refuse_write_in_archived_class_by_event"();--> statement-breakpoint
CREATE TRIGGER "teacher_ratings_archived_class" BEFORE INSERT ON "teacher_ratings" FOR EACH ROW EXECUTE FUNCTION "refuse_write_in_archived_class_by_event"();--> statement-breakpoint
CREATE TRIGGER "help_requests_archived_class" BEFORE INSERT ON "help_requests" FOR EACH ROW EXECUTE FUNCTION "refuse_write_in_archived_class_by_event"();--> statement-breakpoint
CREATE TRIGGER "student_feedbacks_archived_class" BEFORE INSERT ON "student_feedbacks" FOR EACH ROW EXECUTE FUNCTION "refuse_write_in_archived_class_by_event"();--> statement-breakpoint
CREATE TRIGGER "exam_results_archived_class" BEFORE INSERT ON "exam_results" FOR EACH ROW EXECUTE FUNCTION "refuse_write_in_archived_class_by_event"();
--> statement-breakpoint
-- The class's own row: renamed, re-coded or otherwise changed only while it is not archived. Archiving
-- and taking it back out change archived_at inside an archive move.
CREATE FUNCTION "refuse_change_of_archived_class"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('lernraster.moving_archive', true) = 'on' OR OLD."archived_at" IS NULL THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'class % is archived', OLD."id" USING ERRCODE = 'LR001';
END $$;
--> statement-breakpoint
CREATE TRIGGER "groups_archived_class" BEFORE UPDATE ON "groups" FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_archived_class"();
