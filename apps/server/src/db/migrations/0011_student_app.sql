CREATE TABLE "student_goals" (
	"user_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"goal" numeric(2, 1) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "student_goals_user_id_subject_id_pk" PRIMARY KEY("user_id","subject_id"),
	CONSTRAINT "student_goals_goal_scale" CHECK ("student_goals"."goal" between 0 and 6 and "student_goals"."goal" * 2 = round("student_goals"."goal" * 2) and "student_goals"."goal" >= 1)
);
--> statement-breakpoint
ALTER TABLE "student_goals" ADD CONSTRAINT "student_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_goals" ADD CONSTRAINT "student_goals_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;