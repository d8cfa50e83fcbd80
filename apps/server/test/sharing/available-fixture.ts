import { ModuleStatus } from '@lernraster/shared'
import { insertActivation, insertPurchase, minutesFromNow, shareModule } from '../feeds/feed-builders'
import { createGrid, insertModule, insertStoreCopy } from '../modules/module-builders'
import { createClass, createSubjectRow } from '../school/school-builders'
import type { TestUser } from '../support/builders'
import type { TestApp } from '../support/test-app'

/**
 * The owner's modules A (a draft), B (with a published copy in the store) and C (whose copy awaits
 * confirmation), shared with the reader one after another; the owner's declined copy D; the reader's
 * purchases: B's published copy and the colleague's module E. Two classes of the reader run A (one
 * finished), and a class of the colleague, which the reader's count leaves out. The owner's modules
 * are made a minute apart, so their store copies have an order.
 */
export async function prepareAvailable(
  t: TestApp,
  users: { owner: TestUser; colleague: TestUser; reader: TestUser },
) {
  const { app } = t
  const { owner, colleague, reader } = users
  const at = (minutes: number) => minutesFromNow(app, minutes)
  const a = await createGrid(app, owner.user.id, { name: 'A', filled: { columns: 2, rows: 1 } })
  t.clock.advanceMinutes(1)
  const b = await insertModule(app, owner.user.id, { name: 'B' })
  const published = await insertStoreCopy(app, b, { statusId: ModuleStatus.published })
  t.clock.advanceMinutes(1)
  const c = await insertModule(app, owner.user.id, { name: 'C' })
  const awaiting = await insertStoreCopy(app, c, { statusId: ModuleStatus.awaitingConfirmation })
  t.clock.advanceMinutes(1)
  const d = await insertModule(app, owner.user.id, { name: 'D' })
  const declined = await insertStoreCopy(app, d, { statusId: ModuleStatus.confirmationDeclined })
  const e = await insertModule(app, colleague.user.id, { name: 'E' })
  const bought = await insertStoreCopy(app, e, { statusId: ModuleStatus.published })
  await shareModule(app, a.moduleId, reader.user.id, at(1))
  await shareModule(app, b.id, reader.user.id, at(2))
  await shareModule(app, c.id, reader.user.id, at(3))
  await shareModule(app, a.moduleId, colleague.user.id, at(3))
  await insertPurchase(app, published.id, reader.user.id, at(4))
  await insertPurchase(app, bought.id, reader.user.id, at(5))
  const subject = await createSubjectRow(app, reader.user.id, 'Mathematik', 'M')
  for (const [index, finished] of [false, true].entries()) {
    const group = await createClass(app, reader.user.id, `Klasse ${index}`)
    const activation = { teacherId: reader.user.id, moduleId: a.moduleId, subjectId: subject.id }
    await insertActivation(app, { ...activation, groupId: group.id, finished })
  }
  const colleagueClass = await createClass(app, colleague.user.id, '9c')
  const colleagueSubject = await createSubjectRow(app, colleague.user.id, 'Deutsch', 'D')
  await insertActivation(app, {
    teacherId: colleague.user.id,
    moduleId: a.moduleId,
    groupId: colleagueClass.id,
    subjectId: colleagueSubject.id,
  })
  return {
    a: a.moduleId,
    b: b.id,
    c: c.id,
    published: published.id,
    awaiting: awaiting.id,
    declined: declined.id,
    bought: bought.id,
    /** When the reader got what they got. */
    at,
  }
}
