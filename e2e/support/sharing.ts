import { type Browser, expect, type Locator, type Page } from '@playwright/test'
import { loginAsDemoTeacher } from './classes'
import { apiBase } from './environment'
import { useLanguage } from './language'
import { textPattern } from './modules'

/**
 * The sharing journey's parts (issue 12). The colleague who receives the module is the demo
 * teacher: the only teacher whose classes have active students (students join through the student
 * app, which does not exist yet), and who has ratings and student feedback in the feeds.
 */
export const demoTeacher = { email: 'demo@lernraster.example', name: 'Demo Lehrperson' } as const

/** A class of the demo school with active students (demo-school-plan.ts). */
export const demoClass = '7a'

/** Calls the API with the token of the teacher signed in on `page`, as the screens would. */
export function apiOf(page: Page) {
  const headers = async () => ({
    Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('lernraster.api_token'))}`,
  })
  return {
    async get<Answer>(path: string, params: Record<string, string | number>) {
      const answer = await page.request.get(`${apiBase}${path}`, { headers: await headers(), params })
      expect(answer.ok(), `GET ${path}: ${answer.status()} ${await answer.text()}`).toBe(true)
      return (await answer.json()) as Answer
    },
    async post<Answer>(path: string, data: object) {
      const answer = await page.request.post(`${apiBase}${path}`, { headers: await headers(), data })
      expect(answer.ok(), `POST ${path}: ${answer.status()} ${await answer.text()}`).toBe(true)
      return (await answer.json()) as Answer
    },
  }
}

/**
 * The demo teacher in a browser of their own (a second context beside the sharing teacher's), with
 * the page clock installed before the first page loads, so the feeds' 60-second refresh can be
 * advanced instead of waited for.
 */
export async function demoTeacherPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'de-CH', reducedMotion: 'reduce' })
  const page = await context.newPage()
  await useLanguage(page, 'de')
  await page.clock.install()
  await loginAsDemoTeacher(page)
  return page
}

/** A tab of the overview, its label with or without its count ("Verfügbare Module (2)"). */
export function overviewTab(page: Page, label: string, countLabel: string): Locator {
  return page.getByRole('tab', {
    name: new RegExp(`^(${textPattern(countLabel).source.slice(1, -1)}|${label})$`),
  })
}

/** A feed's sidebar, named by its title. */
export function feedSidebar(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title })
}

/** A module's tile on the Available tab, found by its title link (named with the whole name). */
export function availableCard(page: Page, name: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) })
}

/** The blocks of a module as its owner reads them: where a new topic can go. */
export async function firstBlockOf(page: Page, moduleId: number): Promise<number> {
  const module = await apiOf(page).get<{ blocks: { id: number }[] }>('/modules/byId', { id: moduleId })
  const block = module.blocks[0]
  expect(block, 'the module has a block').toBeDefined()
  return block!.id
}
