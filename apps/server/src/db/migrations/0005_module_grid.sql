CREATE TABLE "files" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"content_type" varchar(127) NOT NULL,
	"size" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"subject" varchar(20) NOT NULL,
	"name" varchar(500) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_files" (
	"module_id" integer NOT NULL,
	"file_id" varchar(40) NOT NULL,
	CONSTRAINT "module_files_module_id_file_id_pk" PRIMARY KEY("module_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "solutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"content" text NOT NULL,
	"content_type_id" smallint NOT NULL,
	CONSTRAINT "solutions_question_id_unique" UNIQUE("question_id"),
	CONSTRAINT "solutions_content_type" CHECK ("solutions"."content_type_id" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "topic_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"title" varchar(80) NOT NULL,
	"icon" varchar(40) NOT NULL,
	CONSTRAINT "topic_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
-- The kinds of topic a teacher picks from; existing topics are all 'normal' (id 1, the default).
INSERT INTO "topic_types" ("id", "name", "title", "icon") VALUES
	(1, 'normal', 'Normal', 'book'),
	(2, 'exercise', 'Übung', 'pencil'),
	(3, 'project', 'Projekt', 'tools'),
	(4, 'experiment', 'Experiment', 'flask'),
	(5, 'repetition', 'Repetition', 'repeat'),
	(6, 'challenge', 'Vertiefung', 'star');
--> statement-breakpoint
DROP INDEX "blocks_module_idx";--> statement-breakpoint
DROP INDEX "topics_block_idx";--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "cover_file_id" varchar(40);--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "published_module_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "link" varchar(2000);--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "is_local_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "source_question" varchar(200);--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "source_solution" varchar(200);--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_changes" ADD CONSTRAINT "module_changes_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_changes" ADD CONSTRAINT "module_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_files" ADD CONSTRAINT "module_files_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_files" ADD CONSTRAINT "module_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "module_changes_module_idx" ON "module_changes" USING btree ("module_id","created_at");--> statement-breakpoint
CREATE INDEX "module_files_file_idx" ON "module_files" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_published_module_id_modules_id_fk" FOREIGN KEY ("published_module_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_topic_type_id_topic_types_id_fk" FOREIGN KEY ("topic_type_id") REFERENCES "public"."topic_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocks_module_column_unique" ON "blocks" USING btree ("module_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_block_row_unique" ON "topics" USING btree ("block_id","order");--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_order_range" CHECK ("blocks"."order" between 1 and 12);--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_rows_range" CHECK ("modules"."rows" between 1 and 12);--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_columns_range" CHECK ("modules"."columns" between 1 and 12);--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_order_range" CHECK ("topics"."order" between 1 and 12);