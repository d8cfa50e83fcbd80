import { describe, expect, test } from 'vitest'
import { insertActivation, shareModule } from '../activations/activation-builders'
import { statementsOf } from '../feeds/feed-builders'
import { createClass, createSubjectRow } from '../school/school-builders'
import { api, createUser, type TestUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { insertModule } from './module-builders'

// Issue 31: an own module stays a draft while it runs (decision 016), so its card said "Entwurf"
// while 7a and 7b worked in it. The own lists now say where each module runs, in one statement.

const t = useTestApp()

type Listed = { id: number; name: string; running_in: string[] }
const ownList = async (who: TestUser, path = '/modules') =>
  (await api(t.app, who.token).get(path)).json() as Listed[]

async function runIn(teacher: TestUser, moduleId: number, className: string, finished = false) {
  const group = await createClass(t.app, teacher.user.id, className)
  const subject = await createSubjectRow(t.app, teacher.user.id, `Fach ${className}`, `F${className}`)
  await insertActivation(t.app, {
    moduleId,
    teacherId: teacher.user.id,
    groupId: group.id,
    subjectId: subject.id,
    finished,
  })
}

describe('GET /modules and /modules/draft: where an own module runs', () => {
  test("names the owner's classes running it, in order; not finished runs, not a colleague's classes", async () => {
    const owner = await createUser(t.app)
    const colleague = await createUser(t.app)
    const running = await insertModule(t.app, owner.user.id, { name: 'Mathematik: Kompetenzraster' })
    const idle = await insertModule(t.app, owner.user.id, { name: 'Deutsch: Kompetenzraster' })
    await runIn(owner, running.id, '7b')
    await runIn(owner, running.id, '7a')
    await runIn(owner, running.id, '8c', true)
    await shareModule(t.app, running.id, colleague.user.id)
    await runIn(colleague, running.id, '9d')

    for (const path of ['/modules', '/modules/draft']) {
      const byName = new Map((await ownList(owner, path)).map((module) => [module.name, module.running_in]))
      expect(byName.get('Mathematik: Kompetenzraster'), path).toEqual(['7a', '7b'])
      expect(byName.get('Deutsch: Kompetenzraster'), path).toEqual([])
    }
    expect(idle.id).toBeGreaterThan(0)
  })

  test('one statement for the list (and one for the session), with 1 or with 8 running modules', async () => {
    const owner = await createUser(t.app)
    const statements = () =>
      statementsOf(t, async () => {
        const response = await api(t.app, owner.token).get('/modules')
        expect(response.statusCode, response.body).toBe(200)
      })
    const first = await insertModule(t.app, owner.user.id, { name: 'Eins' })
    await runIn(owner, first.id, 'k1')
    expect(await statements()).toBe(2)
    for (let index = 2; index <= 8; index += 1) {
      const module = await insertModule(t.app, owner.user.id, { name: `Modul ${index}` })
      await runIn(owner, module.id, `k${index}a`)
      await runIn(owner, module.id, `k${index}b`)
    }
    expect(await statements()).toBe(2)
    expect((await ownList(owner)).filter((module) => module.running_in.length > 0)).toHaveLength(8)
  })
})
