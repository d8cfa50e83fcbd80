import { ownPracticeClassName, Role } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../src/db/client'
import type { DistrictSize } from './district-size'

/**
 * Teachers (each with the practice class every account gets), their subjects, classes and students.
 * The temporary tables d_teachers and d_classes map the district's numbering (n from 0) to the ids
 * the rows got, so later statements join instead of guessing ids; they go at the commit.
 */
export async function seedPeople(tx: Db, size: DistrictSize, at: string) {
  await tx.execute(sql`create temp table d_teachers (n int primary key, id int not null) on commit drop`)
  await tx.execute(sql`
    with inserted as (
      insert into users (firstname, lastname, email, password_hash, role_id, email_confirmed, activated, show_tour,
        created_at, updated_at)
      select 'Lehrperson', 'Bezirk' || n, 'district-t' || n || '@lehrer.example', 'not-a-password-hash',
        ${Role.teacher}::int, true, true, false, ${at}::timestamptz - interval '3 years', ${at}::timestamptz
      from generate_series(0, ${size.teachers - 1}::int) n
      returning id, email
    )
    insert into d_teachers select substring(email from 'district-t(\\d+)@')::int, id from inserted`)
  await tx.execute(sql`
    insert into groups (teacher_id, name, token, is_own_practice, created_at, updated_at)
    select id, ${ownPracticeClassName}, 'DP' || n, true, ${at}::timestamptz, ${at}::timestamptz from d_teachers`)
  await tx.execute(sql`
    insert into subjects (teacher_id, title, token, created_at, updated_at)
    select t.id, (array['Mathematik', 'Deutsch', 'Natur, Mensch, Gesellschaft', 'Englisch'])[1 + (k - 1) % 4],
      'F' || k, ${at}::timestamptz, ${at}::timestamptz
    from d_teachers t, generate_series(1, ${size.subjectsPerTeacher}::int) k`)

  await tx.execute(sql`
    create temp table d_classes (n int primary key, teacher_n int not null, id int not null) on commit drop`)
  await tx.execute(sql`
    with inserted as (
      insert into groups (teacher_id, name, token, created_at, updated_at)
      select t.id, (7 + c % 3) || chr(97 + (c / 3) % 6) || ' ' || c, 'DC' || c,
        ${at}::timestamptz - interval '200 days', ${at}::timestamptz
      from generate_series(0, ${size.classes - 1}::int) c join d_teachers t on t.n = c % ${size.teachers}::int
      returning id, token
    )
    insert into d_classes select substring(token from 3)::int, substring(token from 3)::int % ${size.teachers}::int, id
    from inserted`)
  // Student s sits in class s / studentsPerClass; the goals 4, 4.5 and 5 as students set them.
  await tx.execute(sql`
    with inserted as (
      insert into users (firstname, lastname, email, password_hash, role_id, email_confirmed, activated, goal,
        created_at, updated_at)
      select 'Lea' || s, 'Muster' || s, 'district-s' || s || '@lernende.example', 'not-a-password-hash',
        ${Role.student}::int, true, true, 4 + (s % 3) * 0.5, ${at}::timestamptz - interval '200 days', ${at}::timestamptz
      from generate_series(0, ${size.classes * size.studentsPerClass - 1}::int) s
      returning id, email
    )
    insert into group_users (group_id, user_id, active, joined_at)
    select c.id, i.id, true, ${at}::timestamptz - interval '200 days' from inserted i
    join d_classes c on c.n = substring(i.email from 'district-s(\\d+)@')::int / ${size.studentsPerClass}::int`)
}
