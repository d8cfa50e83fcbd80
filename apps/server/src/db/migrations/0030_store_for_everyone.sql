CREATE TABLE "store_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"action" varchar(20) NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(200) NOT NULL,
	"user_id" integer,
	"user_name" varchar(200),
	"module_id" integer,
	"module_name" varchar(200),
	"amount" integer,
	"credited" integer,
	"reason" varchar(1000),
	CONSTRAINT "store_audit_action" CHECK ("store_audit"."action" in ('purchase', 'grant', 'correction', 'takedown', 'unlist'))
);
--> statement-breakpoint
ALTER TABLE "crystal_entries" DROP CONSTRAINT "crystal_entries_kind";--> statement-breakpoint
DROP INDEX "module_meta_data_listed_idx";--> statement-breakpoint
ALTER TABLE "module_meta_data" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "module_meta_data" ADD COLUMN "removal_kind" varchar(10);--> statement-breakpoint
ALTER TABLE "module_meta_data" ADD COLUMN "removed_by" integer;--> statement-breakpoint
ALTER TABLE "module_meta_data" ADD COLUMN "removal_reason" varchar(1000);--> statement-breakpoint
CREATE INDEX "store_audit_created_idx" ON "store_audit" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "module_meta_data" ADD CONSTRAINT "module_meta_data_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "module_meta_data_listed_idx" ON "module_meta_data" USING btree ("published_at" DESC NULLS LAST) WHERE "module_meta_data"."published_at" is not null and "module_meta_data"."superseded_at" is null and "module_meta_data"."withdrawn_at" is null and "module_meta_data"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "crystal_entries" ADD CONSTRAINT "crystal_entries_kind" CHECK ("crystal_entries"."kind" in ('start', 'purchase', 'sale', 'grant', 'correction'));--> statement-breakpoint
ALTER TABLE "module_meta_data" ADD CONSTRAINT "module_meta_data_removal" CHECK (("module_meta_data"."removed_at" is null and "module_meta_data"."removal_kind" is null)
        or ("module_meta_data"."removed_at" is not null and "module_meta_data"."removal_kind" in ('author', 'provider')));--> statement-breakpoint
-- The audit trail is append-only (decision 054): not even the app may change or remove a line.
CREATE FUNCTION store_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'store_audit is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER store_audit_no_change BEFORE UPDATE OR DELETE ON store_audit
  FOR EACH ROW EXECUTE FUNCTION store_audit_append_only();
--> statement-breakpoint
-- The trail starts with what happened before it: every paid purchase and grant from the ledger (with
-- the author's sale of the same moment as what was credited), and every free purchase, which moved no
-- crystals and so has no ledger entry, from the purchases.
INSERT INTO store_audit (created_at, action, actor_id, actor_name, user_id, user_name, module_id, module_name, amount, credited, reason)
SELECT created_at, action, actor_id, actor_name, user_id, user_name, module_id, module_name, amount, credited, reason
FROM (
  SELECT e.id AS entry_id, e.created_at, CASE WHEN e.kind = 'grant' AND e.amount < 0 THEN 'correction' ELSE e.kind END AS action,
    CASE WHEN e.kind = 'purchase' THEN e.user_id END AS actor_id,
    CASE WHEN e.kind = 'purchase' THEN trim(u.firstname || ' ' || u.lastname) ELSE 'Kommandozeile' END AS actor_name,
    e.user_id, trim(u.firstname || ' ' || u.lastname) AS user_name, e.module_id, e.module_name, e.amount,
    CASE WHEN e.kind = 'purchase' THEN coalesce((SELECT sum(s.amount) FROM crystal_entries s
      WHERE s.kind = 'sale' AND s.module_id = e.module_id AND s.created_at = e.created_at), 0)::int END AS credited,
    e.reason
  FROM crystal_entries e JOIN users u ON u.id = e.user_id
  WHERE e.kind IN ('purchase', 'grant')
  UNION ALL
  SELECT NULL, p.created_at, 'purchase', p.user_id, trim(u.firstname || ' ' || u.lastname), p.user_id,
    trim(u.firstname || ' ' || u.lastname), p.module_id, m.name, 0, 0, NULL
  FROM module_purchases p JOIN users u ON u.id = p.user_id JOIN modules m ON m.id = p.module_id
  WHERE p.crystals = 0
) history
ORDER BY created_at, entry_id;
