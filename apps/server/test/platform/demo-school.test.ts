import { type Group, Role, type Subject } from '@lernraster/shared'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { evaluations, examResults, users } from '../../src/db/schema'
import { resetDemoAccounts, standingDemoLink } from '../../src/modules/demo/demo.service'
import { demoSchoolSeed, planDemoSchool } from '../../src/modules/demo/school/demo-school-plan'
import { API, api, body } from '../support/builders'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

async function demoClient() {
  const link = await standingDemoLink(t.app.ctx)
  const token = new URL(link).searchParams.get('token')
  const login = await t.app.inject({ method: 'POST', url: `${API}/auth/demoLogin/${token}` })
  return api(t.app, body<{ api_token: string }>(login).api_token)
}

const schoolOf = async (client: Awaited<ReturnType<typeof demoClient>>) => ({
  subjects: body<Subject[]>(await client.get('/subjects')),
  groups: body<Group[]>(await client.get('/groups')),
})

describe('the demo school', () => {
  it('is the same plan for the same seed, and another for another seed', () => {
    expect(planDemoSchool('a')).toEqual(planDemoSchool('a'))
    expect(planDemoSchool('a').classes).not.toEqual(planDemoSchool('b').classes)
  })

  it('has no first name twice in a class and no full name twice in the school (issue 10)', async () => {
    const fullName = (student: { firstname: string; lastname: string }) =>
      `${student.firstname} ${student.lastname}`
    for (const seed of [demoSchoolSeed('demo@lernraster.example'), 'a', 'b', 'c', 'd', 'e']) {
      const plan = planDemoSchool(seed)
      const everyone = plan.classes.flatMap((schoolClass) => schoolClass.students.map(fullName))
      expect(new Set(everyone).size, seed).toBe(everyone.length)
      for (const schoolClass of plan.classes) {
        const firstNames = schoolClass.students.map((student) => student.firstname)
        expect(new Set(firstNames).size, `${seed} ${schoolClass.name}`).toBe(firstNames.length)
      }
    }
    // And so the demo teacher sees it (students are accounts, reused by address at each reset).
    const { groups } = await schoolOf(await demoClient())
    for (const group of groups) {
      const names = group.users.map(fullName)
      expect(new Set(names).size, group.name).toBe(names.length)
    }
  })

  it('gives the demo teacher subjects, three classes of 18-26 students and their results', async () => {
    const client = await demoClient()
    const { subjects, groups } = await schoolOf(client)
    expect(subjects.map((subject) => subject.title)).toEqual([
      'Deutsch',
      'Englisch',
      'Mathematik',
      'Natur und Technik',
    ])
    expect(groups.map((group) => group.name)).toEqual(['7a', '7b', '8c'])
    for (const group of groups) {
      expect(group.users.length).toBeGreaterThanOrEqual(18)
      expect(group.users.length).toBeLessThanOrEqual(26)
      expect(group.active_users).toBe(group.users.length)
      expect(group.token).toMatch(/^[A-HJKMNP-Z2-9]{6}$/)
    }
    const [ratings] = await t.app.ctx.db.select({ n: count() }).from(evaluations)
    const [exams] = await t.app.ctx.db.select({ n: count() }).from(examResults)
    expect(ratings!.n).toBeGreaterThan(1000)
    expect(exams!.n).toBeGreaterThan(100)
    const [student] = await t.app.ctx.db.select().from(users).where(eq(users.id, groups[0]!.users[0]!.id))
    expect(student).toMatchObject({ roleId: Role.student, activated: true })
  })

  it('the nightly reset undoes a visitor’s changes and restores the same school', async () => {
    const client = await demoClient()
    const before = await schoolOf(client)
    const [first] = before.groups
    await client.post('/groups/update', { id: first!.id, name: 'Umbenannt' })
    await client.post(`/groups/${first!.id}/users/${first!.users[0]!.id}/toggleActive`, {})
    await client.post('/subjects/store', { title: 'Zeichnen', token: 'BG' })
    expect((await client.post('/groups/remove', { id: before.groups[1]!.id })).statusCode).toBe(200)
    expect(body<{ items: unknown[] }>(await client.get('/trash')).items).toHaveLength(1)

    expect(await resetDemoAccounts(t.app.ctx)).toBe(1)
    // The next visitor finds the whole school and an empty trash.
    expect(body<{ items: unknown[] }>(await client.get('/trash')).items).toEqual([])
    const after = await schoolOf(client)
    const withoutIds = (school: typeof before) => ({
      subjects: school.subjects.map(({ title, token }) => ({ title, token })),
      groups: school.groups.map(({ name, token, active_users, users }) => ({
        name,
        token,
        active_users,
        users: users.map(({ id: _id, ...user }) => user),
      })),
    })
    expect(withoutIds(after)).toEqual(withoutIds(before))
  })
})
