CREATE TABLE "crystal_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crystal_accounts_balance_not_negative" CHECK ("crystal_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "crystal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"module_id" integer,
	"module_name" varchar(200),
	"reason" varchar(300),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crystal_entries_balance_after" CHECK ("crystal_entries"."balance_after" >= 0),
	CONSTRAINT "crystal_entries_kind" CHECK ("crystal_entries"."kind" in ('start', 'purchase', 'sale', 'grant'))
);
--> statement-breakpoint
CREATE TABLE "module_meta_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"description" varchar(500) NOT NULL,
	"crystals" integer NOT NULL,
	"lernraster_subject_id" smallint NOT NULL,
	"schoollevel_id" smallint NOT NULL,
	"schooltype_id" smallint NOT NULL,
	"language_id" smallint NOT NULL,
	"country_id" smallint NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewer_id" integer,
	"decline_reason" varchar(1000),
	"published_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "module_meta_data_module_id_unique" UNIQUE("module_id"),
	CONSTRAINT "module_meta_data_crystals" CHECK ("module_meta_data"."crystals" >= 0)
);
--> statement-breakpoint
CREATE TABLE "module_meta_data_tags" (
	"meta_data_id" integer NOT NULL,
	"tag_id" smallint NOT NULL,
	CONSTRAINT "module_meta_data_tags_meta_data_id_tag_id_pk" PRIMARY KEY("meta_data_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "origin_module_id" integer;--> statement-breakpoint
ALTER TABLE "crystal_accounts" ADD CONSTRAINT "crystal_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crystal_entries" ADD CONSTRAINT "crystal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_meta_data" ADD CONSTRAINT "module_meta_data_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_meta_data" ADD CONSTRAINT "module_meta_data_lernraster_subject_id_lernraster_subjects_id_fk" FOREIGN KEY ("lernraster_subject_id") REFERENCES "public"."lernraster_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_meta_data" ADD CONSTRAINT "module_meta_data_schoollevel_id_school_levels_id_fk" FOREIGN KEY ("schoollevel_id") REFERENCES "public"."school_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_meta_data" ADD CONSTRAINT "module_meta_data_schooltype_id_school_types_id_fk" FOREIGN KEY ("schooltype_id") REFERENCES "public"."school_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_meta_data" ADD CONSTRAINT "module_meta_data_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_meta_data" ADD CONSTRAINT "module_meta_data_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_meta_data" ADD CONSTRAINT "module_meta_data_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_meta_data_tags" ADD CONSTRAINT "module_meta_data_tags_meta_data_id_module_meta_data_id_fk" FOREIGN KEY ("meta_data_id") REFERENCES "public"."module_meta_data"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_meta_data_tags" ADD CONSTRAINT "module_meta_data_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crystal_entries_user_idx" ON "crystal_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "module_meta_data_listed_idx" ON "module_meta_data" USING btree ("published_at" DESC NULLS LAST) WHERE "module_meta_data"."published_at" is not null and "module_meta_data"."superseded_at" is null and "module_meta_data"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "module_meta_data_tags_tag_idx" ON "module_meta_data_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "modules_origin_idx" ON "modules" USING btree ("origin_module_id");--> statement-breakpoint
-- The crystal ledger is append-only: history is never rewritten (decision 018). Deleting an account
-- still deletes its rows by cascade.
CREATE FUNCTION crystal_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'crystal_entries is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER crystal_entries_no_update BEFORE UPDATE ON crystal_entries
  FOR EACH ROW EXECUTE FUNCTION crystal_entries_append_only();
