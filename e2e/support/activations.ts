import { expect, type Locator, type Page } from '@playwright/test'
import { fill, type Pack } from './classes'
import { apiBase } from './environment'
import { textPattern } from './modules'

/**
 * The Active tab's journey parts (issue 12): the signed-in teacher's classes and subjects read
 * through the API with their own session, the clean-up, and the tiles as the screen draws them.
 */

async function authorization(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('lernraster.api_token'))
  expect(token, 'a signed-in teacher').toBeTruthy()
  return { Authorization: `Bearer ${token}` }
}

async function get<Answer>(page: Page, path: string): Promise<Answer> {
  const answer = await page.request.get(`${apiBase}${path}`, { headers: await authorization(page) })
  expect(answer.ok(), `GET ${path}: ${answer.status()}`).toBe(true)
  return (await answer.json()) as Answer
}

export interface ClassWithStudents {
  id: number
  name: string
  token: string
  active_users: number
}

/**
 * A class of the teacher's with active students and a subject of theirs: what an activation needs
 * (the demo teacher's school has both; a new teacher's class has nobody in it until the student app).
 */
export async function classAndSubject(page: Page) {
  const groups = await get<ClassWithStudents[]>(page, '/groups')
  const subjects = await get<{ id: number; token: string; title: string }[]>(page, '/subjects')
  const group = groups.find((candidate) => candidate.active_users > 0)
  const subject = subjects[0]
  expect(group, 'a class with active students').toBeDefined()
  expect(subject, 'a subject').toBeDefined()
  return { group: group!, subject: subject! }
}

/**
 * Deletes a module the journey made, to the trash and out of it for good (issue 31), so the demo
 * teacher's lists and Papierkorb are as other journeys expect them.
 */
export async function removeModule(page: Page, id: number) {
  const headers = await authorization(page)
  const answer = await page.request.post(`${apiBase}/modules/remove`, { headers, data: { id } })
  expect(answer.ok(), `POST /modules/remove: ${answer.status()}`).toBe(true)
  const { trash_id } = (await answer.json()) as { trash_id: number }
  const purge = await page.request.post(`${apiBase}/trash/remove`, { headers, data: { id: trash_id } })
  expect(purge.ok(), `POST /trash/remove: ${purge.status()}`).toBe(true)
}

/** An activation's tile, named for its module and class ('Brüche, Klasse 7a'). */
export function activationCard(page: Page, t: Pack, name: string, group: string) {
  return page.getByRole('article', { name: fill(t.moduleActive.card.label, { name, group }), exact: true })
}

/** A filter checkbox of the Active tab, whatever its count: 'Aktive (3)'. */
export function filterBox(page: Page, t: Pack, kind: 'active' | 'finished') {
  const label = kind === 'active' ? t.moduleActive.filter.activeCount : t.moduleActive.filter.finishedCount
  return page.getByRole('checkbox', { name: textPattern(label) })
}

/** A tab's count, read from the screen once it is there: 'Aktive Module (4)' gives 4. */
export async function countOf(tab: Locator) {
  await expect(tab).toHaveText(/\(\d+\)$/)
  return Number((await tab.textContent())?.match(/\((\d+)\)$/)?.[1])
}
