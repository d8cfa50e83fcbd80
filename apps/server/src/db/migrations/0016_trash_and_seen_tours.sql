CREATE TABLE "trash_item_files" (
	"trash_item_id" integer NOT NULL,
	"file_id" varchar(40) NOT NULL,
	CONSTRAINT "trash_item_files_trash_item_id_file_id_pk" PRIMARY KEY("trash_item_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "trash_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"title" varchar(255) NOT NULL,
	"details" jsonb NOT NULL,
	"payload" jsonb NOT NULL,
	"trashed_at" timestamp with time zone NOT NULL,
	"purge_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seen_tours" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "trash_item_files" ADD CONSTRAINT "trash_item_files_trash_item_id_trash_items_id_fk" FOREIGN KEY ("trash_item_id") REFERENCES "public"."trash_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash_item_files" ADD CONSTRAINT "trash_item_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash_items" ADD CONSTRAINT "trash_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trash_item_files_file_idx" ON "trash_item_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "trash_items_owner_idx" ON "trash_items" USING btree ("owner_id","trashed_at");--> statement-breakpoint
CREATE INDEX "trash_items_purge_idx" ON "trash_items" USING btree ("purge_after");