CREATE TABLE "school_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer" varchar(500) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"school" varchar(200),
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_accounts" ADD CONSTRAINT "school_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "school_accounts_issuer_subject_unique" ON "school_accounts" USING btree ("issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "school_accounts_user_issuer_unique" ON "school_accounts" USING btree ("user_id","issuer");