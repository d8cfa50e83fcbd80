import { errorMessages, schoolMessages, trashMessages } from '@lernraster/shared'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { groups, subjects } from '../../src/db/schema'
import { helpWorld } from '../help-requests/help-builders'
import { ok, studentApi } from '../student/student-builders'
import { answer, api } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { removeToTrash, restore, rowCount, tableSnapshot, trashList } from './trash-builders'

const t = useTestApp()

const rated = async (world: Awaited<ReturnType<typeof helpWorld>>) => {
  ok(
    await studentApi(t.app, world.student.token).post('/evaluations/rate', {
      event_id: world.eventId,
      question_id: world.grid.at(1, 1).questionIds[0],
      grade: 4.5,
    }),
  )
  return world
}

describe('a class in the trash', () => {
  test('takes its members, runs and ratings with it and brings them back with the same ids', async () => {
    const world = await rated(await helpWorld(t.app))
    const before = await tableSnapshot(t.app)
    const trashId = await removeToTrash(t.app, world.teacher, '/groups/remove', { id: world.group.id })
    expect(await rowCount(t.app, 'group_users', sql`group_id = ${world.group.id}`)).toBe(0)
    expect(ok<unknown[]>(await studentApi(t.app, world.student.token).get('/groups'))).toEqual([])
    expect(await trashList(t.app, world.teacher)).toEqual([
      expect.objectContaining({
        kind: 'class',
        title: world.group.name,
        group_name: world.group.name,
        ratings: 1,
        students: 1,
        activations: 1,
      }),
    ])
    expect(await restore(t.app, world.teacher, trashId)).toMatchObject({
      kind: 'class',
      restored_id: world.group.id,
    })
    expect(await tableSnapshot(t.app)).toEqual(before)
    expect(ok<unknown[]>(await studentApi(t.app, world.student.token).get('/groups'))).toHaveLength(1)
  })

  test('the practice class MySelf cannot be removed: it answers 404 like a missing class', async () => {
    const world = await helpWorld(t.app)
    const [practice] = await t.app.ctx.db
      .select()
      .from(groups)
      .where(sql`${groups.teacherId} = ${world.teacher.user.id} and ${groups.isOwnPractice}`)
    const response = await api(t.app, world.teacher.token).post('/groups/remove', { id: practice!.id })
    expect(answer(response)).toEqual({
      status: 404,
      body: { code: 'notFound', message: errorMessages.notFound },
    })
    expect(await rowCount(t.app, 'groups', sql`id = ${practice!.id}`)).toBe(1)
  })

  test('a name taken meanwhile refuses with words and changes nothing; a code taken meanwhile is replaced', async () => {
    const world = await helpWorld(t.app)
    const teacher = api(t.app, world.teacher.token)
    const trashId = await removeToTrash(t.app, world.teacher, '/groups/remove', { id: world.group.id })
    const other = ok<{ id: number }>(
      await teacher.post('/groups/store', { name: world.group.name.toUpperCase() }),
    )
    const before = await tableSnapshot(t.app)
    expect(answer(await teacher.post('/trash/restore', { id: trashId }))).toEqual({
      status: 409,
      body: { code: 'conflict', message: trashMessages.classNameTaken },
    })
    expect(await tableSnapshot(t.app)).toEqual(before)

    // Renamed, and the old code now another class's: the restored class gets a new code.
    ok(await teacher.post('/groups/update', { id: other.id, name: 'Neu' }))
    await t.app.ctx.db.update(groups).set({ token: world.group.token }).where(eq(groups.id, other.id))
    await restore(t.app, world.teacher, trashId)
    const [back] = await t.app.ctx.db.select().from(groups).where(eq(groups.id, world.group.id))
    expect(back).toMatchObject({ name: world.group.name })
    expect(back!.token).not.toBe(world.group.token)
    expect(await rowCount(t.app, 'group_users', sql`group_id = ${world.group.id}`)).toBe(1)
  })
})

describe('a class whose surroundings changed', () => {
  test('its subject removed meanwhile (its events were in the trash): restore the subject first', async () => {
    const world = await rated(await helpWorld(t.app))
    const trashId = await removeToTrash(t.app, world.teacher, '/groups/remove', { id: world.group.id })
    await removeToTrash(t.app, world.teacher, '/subjects/remove', { id: world.subjectId })
    const before = await tableSnapshot(t.app)
    expect(answer(await api(t.app, world.teacher.token).post('/trash/restore', { id: trashId }))).toEqual({
      status: 409,
      body: { code: 'conflict', message: trashMessages.subjectGone },
    })
    expect(await tableSnapshot(t.app)).toEqual(before)
  })

  test('the module of its run removed meanwhile: the class comes back without that run', async () => {
    const world = await rated(await helpWorld(t.app))
    const trashId = await removeToTrash(t.app, world.teacher, '/groups/remove', { id: world.group.id })
    await removeToTrash(t.app, world.owner, '/modules/remove', { id: world.grid.moduleId })
    await restore(t.app, world.teacher, trashId)
    expect(await rowCount(t.app, 'group_users', sql`group_id = ${world.group.id}`)).toBe(1)
    expect(await rowCount(t.app, 'events', sql`group_id = ${world.group.id}`)).toBe(0)
    expect(await rowCount(t.app, 'evaluations', sql`event_id = ${world.eventId}`)).toBe(0)
  })
})

describe('a subject in the trash', () => {
  test('comes back with its goals and the modules that named it; in use, it is still refused', async () => {
    const world = await helpWorld(t.app)
    const teacher = api(t.app, world.teacher.token)
    expect(answer(await teacher.post('/subjects/remove', { id: world.subjectId }))).toEqual({
      status: 409,
      body: { code: 'conflict', message: schoolMessages.subjectInUse },
    })
    const spare = ok<{ id: number }>(await teacher.post('/subjects/store', { title: 'Werken', token: 'WE' }))
    ok(
      await studentApi(t.app, world.student.token).post('/goals/update', {
        subject_id: world.subjectId,
        goal: 5,
      }),
    )
    await t.app.ctx.db.execute(sql`insert into student_goals (user_id, subject_id, goal, updated_at)
      select user_id, ${spare.id}, goal, updated_at from student_goals where subject_id = ${world.subjectId}`)
    await t.app.ctx.db.execute(
      sql`update modules set subject_id = ${spare.id} where id = ${world.grid.moduleId}`,
    )
    const before = await tableSnapshot(t.app)

    const trashId = await removeToTrash(t.app, world.teacher, '/subjects/remove', { id: spare.id })
    expect(await rowCount(t.app, 'modules', sql`id = ${world.grid.moduleId} and subject_id is null`)).toBe(1)
    await restore(t.app, world.teacher, trashId)
    expect(await tableSnapshot(t.app)).toEqual(before)
  })

  test('a Kürzel taken meanwhile refuses with words and changes nothing', async () => {
    const world = await helpWorld(t.app)
    const teacher = api(t.app, world.teacher.token)
    const spare = ok<{ id: number }>(await teacher.post('/subjects/store', { title: 'Werken', token: 'WE' }))
    const trashId = await removeToTrash(t.app, world.teacher, '/subjects/remove', { id: spare.id })
    ok(await teacher.post('/subjects/store', { title: 'Wirtschaft', token: 'we' }))
    const before = await tableSnapshot(t.app)
    expect(answer(await teacher.post('/trash/restore', { id: trashId }))).toEqual({
      status: 409,
      body: { code: 'conflict', message: trashMessages.subjectTokenTaken },
    })
    expect(await tableSnapshot(t.app)).toEqual(before)
    expect(await rowCount(t.app, 'trash_items', sql`id = ${trashId}`)).toBe(1)
    expect((await t.app.ctx.db.select().from(subjects).where(eq(subjects.id, spare.id))).length).toBe(0)
  })
})
