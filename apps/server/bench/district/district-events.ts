import { EventType, ModuleStatus } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../src/db/client'
import type { DistrictSize } from './district-size'

/**
 * The classes' runs (activations), homework and exams. d_runs holds each run's event id, drawn from
 * the events sequence before the event is written, so the event and its activation are written by
 * two plain statements. Class c runs modules c % 2 == 0 ? 3 : 2 of its teacher's modules, started
 * two months apart, the oldest finished when there are three.
 */
export async function seedEvents(tx: Db, size: DistrictSize, at: string) {
  await tx.execute(sql`
    create temp table d_runs (event_id int primary key, group_id int not null, teacher_id int not null,
      module_id int not null, subject_id int not null, r int not null, starts_at timestamptz not null) on commit drop`)
  await tx.execute(sql`
    insert into d_runs
    select nextval(pg_get_serial_sequence('events', 'id')), c.id, t.id, m.id, m.subject_id, r,
      ${at}::timestamptz - (20 + r * 60) * interval '1 day'
    from d_classes c join d_teachers t on t.n = c.teacher_n,
      generate_series(0, 2) r join d_modules m on m.k = r
    where m.teacher_n = c.teacher_n and r < case when c.n % 2 = 0 then 3 else 2 end`)
  await tx.execute(sql`
    insert into events (id, event_type_id, teacher_id, group_id, subject_id, starts_at, due_at, created_at)
    select event_id, ${EventType.module}::int, teacher_id, group_id, subject_id, starts_at, starts_at, starts_at
    from d_runs`)
  await tx.execute(sql`
    insert into active_modules (module_id, event_id, group_id, teacher_id, status_id, created_at, updated_at)
    select module_id, event_id, group_id, teacher_id,
      case when r = 2 then ${ModuleStatus.finished}::int else ${ModuleStatus.active}::int end, starts_at, starts_at
    from d_runs`)
  // Homework h (from 0) is due h weeks before the next Friday (h = 0 is still open) on a topic of the
  // teacher's modules, walking through the grids; the exams follow the same walk, a month apart.
  await tx.execute(sql`
    insert into events (event_type_id, teacher_id, group_id, subject_id, topic_id, starts_at, due_at, created_at)
    select case when p.exam then ${EventType.exam}::int else ${EventType.homework}::int end, t.id, c.id, m.subject_id,
      tp.id, p.due_at - interval '7 days', p.due_at, p.due_at - interval '7 days'
    from d_classes c join d_teachers t on t.n = c.teacher_n
    cross join lateral (
        select h, false as exam, ${at}::timestamptz + interval '3 days' - h * interval '7 days' as due_at
        from generate_series(0, ${size.homeworksPerClass - 1}::int) h
        union all
        select h, true, ${at}::timestamptz + interval '10 days' - h * interval '30 days'
        from generate_series(0, ${size.examsPerClass - 1}::int) h
      ) p
    join d_modules m on m.teacher_n = c.teacher_n and m.k = p.h % ${size.modulesPerTeacher}::int
    join blocks b on b.module_id = m.id and b."order" = 1 + (p.h / ${size.modulesPerTeacher}::int) % ${size.columns}::int
    join topics tp on tp.block_id = b.id
      and tp."order" = 1 + (p.h / ${size.modulesPerTeacher * size.columns}::int) % ${size.rows}::int`)
}
