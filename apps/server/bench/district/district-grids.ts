import { ModuleStatus } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../src/db/client'
import type { DistrictSize } from './district-size'

/**
 * Each teacher's modules, every one a full grid (blocks, topics, questions), set-based. Module k of
 * a teacher (from 0) belongs to the teacher's subject k % subjects; d_modules maps (teacher, k) to it.
 */
export async function seedGrids(tx: Db, size: DistrictSize, at: string) {
  await tx.execute(sql`
    create temp table d_modules (teacher_n int, k int, id int not null, subject_id int not null,
      primary key (teacher_n, k)) on commit drop`)
  await tx.execute(sql`
    with inserted as (
      insert into modules (owner_id, name, description, rows, columns, status_id, subject_id, created_at, updated_at)
      select t.id, 'Kompetenzraster ' || (k + 1), 'Ein Kompetenzraster der Bezirksschule', ${size.rows}::int,
        ${size.columns}::int, ${ModuleStatus.draft}::int, s.id, ${at}::timestamptz - interval '1 year', ${at}::timestamptz
      from d_teachers t cross join generate_series(0, ${size.modulesPerTeacher - 1}::int) k
      join subjects s on s.teacher_id = t.id and s.token = 'F' || (1 + k % ${size.subjectsPerTeacher}::int)
      returning id, owner_id, name, subject_id
    )
    insert into d_modules select t.n, substring(i.name from 'raster (\\d+)')::int - 1, i.id, i.subject_id
    from inserted i join d_teachers t on t.id = i.owner_id`)
  await tx.execute(sql`
    insert into blocks (module_id, name, "order")
    select m.id, 'Kompetenzbereich ' || c, c from d_modules m, generate_series(1, ${size.columns}::int) c`)
  await tx.execute(sql`
    insert into topics (block_id, title, "order", topic_type_id)
    select b.id, 'Thema ' || b."order" || '.' || r, r, 1 + r % 6
    from d_modules m join blocks b on b.module_id = m.id, generate_series(1, ${size.rows}::int) r`)
  await tx.execute(sql`
    insert into questions (topic_id, title, "order", created_at)
    select t.id, 'Ich kann Aufgabe ' || q || ' lösen', q, ${at}::timestamptz - interval '1 year'
    from d_modules m join blocks b on b.module_id = m.id join topics t on t.block_id = b.id,
      generate_series(1, ${size.questionsPerTopic}::int) q`)
  // Every teacher shares their last module with the next teacher, and keeps changing it.
  await tx.execute(sql`
    insert into module_shares (module_id, user_id, created_at)
    select m.id, t.id, ${at}::timestamptz - interval '90 days' from d_modules m
    join d_teachers t on t.n = (m.teacher_n + 1) % ${size.teachers}::int
    where m.k = ${size.modulesPerTeacher - 1}::int and ${size.teachers}::int > 1`)
  await tx.execute(sql`
    insert into module_changes (module_id, subject, name, kind, user_id, created_at)
    select m.id, (array['module', 'block', 'topic', 'question'])[1 + i % 4], 'Teil ' || i,
      (array['new', 'updated', 'deleted'])[1 + i % 3], t.id, ${at}::timestamptz - i * interval '3 hours'
    from d_modules m join d_teachers t on t.n = m.teacher_n, generate_series(1, ${size.changesPerSharedModule}::int) i
    where m.k = ${size.modulesPerTeacher - 1}::int`)
}
