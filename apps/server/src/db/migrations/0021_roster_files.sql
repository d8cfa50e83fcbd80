CREATE TABLE "roster_students" (
	"teacher_id" integer NOT NULL,
	"source_id" varchar(255) NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "roster_students_teacher_id_source_id_pk" PRIMARY KEY("teacher_id","source_id")
);
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "roster_source_id" varchar(255);--> statement-breakpoint
ALTER TABLE "roster_students" ADD CONSTRAINT "roster_students_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_students" ADD CONSTRAINT "roster_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roster_students_user_idx" ON "roster_students" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_teacher_roster_source_unique" ON "groups" USING btree ("teacher_id","roster_source_id") WHERE "groups"."roster_source_id" is not null;