-- A teacher's Kürzel becomes unique (decision 009). Subjects that already share one keep everything:
-- the oldest keeps its Kürzel, each later one gets the first free number appended (MA, MA2, MA3),
-- shortened where needed to stay within the 10 characters of the column.
DO $$
DECLARE
  duplicate record;
  suffix integer;
  candidate varchar(10);
BEGIN
  FOR duplicate IN
    SELECT id, teacher_id, token
    FROM (
      SELECT id, teacher_id, token,
             row_number() OVER (PARTITION BY teacher_id, lower(token) ORDER BY id) AS place
      FROM subjects
    ) ranked
    WHERE place > 1
    ORDER BY id
  LOOP
    suffix := 2;
    LOOP
      candidate := left(duplicate.token, 10 - length(suffix::text)) || suffix::text;
      EXIT WHEN NOT EXISTS (
        SELECT 1 FROM subjects WHERE teacher_id = duplicate.teacher_id AND lower(token) = lower(candidate)
      );
      suffix := suffix + 1;
    END LOOP;
    UPDATE subjects SET token = candidate WHERE id = duplicate.id;
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_teacher_token_idx" ON "subjects" USING btree ("teacher_id",lower("token"));
