import { type Browser, expect, type Page } from '@playwright/test'
import { expectAccessible } from './accessibility'
import { storeModule } from './modules'
import { st } from './student-app'
import { teacherWithClassAndSubject } from './student-journeys'

/**
 * The phone journey's parts (issue 32 item 1): a module whose grid is wide (three blocks with long
 * German names, long topic titles) and the checks that a screen fits a phone.
 */
/** Long words on purpose: they are what cut and overflowed on a 360 px phone before issue 32. */
export const phoneBlocks = ['Grundvorstellungen', 'Rechenoperationen', 'Anwendungsaufgaben']
export const phoneTopics = [
  'Brüche verstehen und darstellen',
  'Wahrscheinlichkeitsrechnung mit Brüchen',
  'Textaufgaben mit Brüchen lösen',
]
export const phoneQuestion = 'Ich kann gleichnamige Brüche addieren und das Ergebnis kürzen.'

/** A new teacher, a class with a long name, a subject and a three-block module. */
export async function teacherWithWideModule(page: Page, className: string) {
  const { group, subject } = await teacherWithClassAndSubject(page, className, 'phone')
  const moduleName = `Bruchrechnen ${className}`
  await storeModule(page, {
    name: moduleName,
    description: 'Brüche verstehen, mit ihnen rechnen und sie anwenden.',
    blocks: phoneBlocks,
    topics: phoneTopics.map((title, index) => ({
      column: index + 1,
      row: 1,
      title,
      questions: [phoneQuestion, 'Ich kann ungleichnamige Brüche addieren.'].map((question) => ({
        title: question,
        description: 'Beispiel: 1/4 + 2/4 = 3/4',
      })),
    })),
  })
  return { group, subject, moduleName }
}

/** The student's own browser, as a phone: touch, a phone's viewport and its meta viewport honoured. */
export async function phoneContext(
  browser: Browser,
  baseURL: string | undefined,
  width: number,
  height: number,
) {
  return browser.newContext({ baseURL, viewport: { width, height }, hasTouch: true, isMobile: true })
}

/**
 * The screen has drawn what it loads: no loader left and the fonts in. Not 'networkidle': the
 * student's live stream (decision 026) keeps a request open for as long as the page is.
 */
export async function settled(page: Page) {
  await page.waitForLoadState('load')
  await expect(page.getByRole('status', { name: st.errors.loading })).toHaveCount(0)
  await page.evaluate(() => document.fonts.ready)
}

/**
 * What a screen of the student app must be on a phone (docs/design.md "The student app on a phone",
 * issue 32).
 */
export async function expectFitsPhone(page: Page, screen: string) {
  await settled(page)
  // One line of header: Mantine's is 60 px; two lines would be taller or cut (its content overflows).
  const header = await page.locator('header').evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    cut: element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
  }))
  expect.soft(header.height, `${screen}: header height`).toBeLessThan(64)
  expect.soft(header.cut, `${screen}: header content cut`).toBe(false)
  const found = await page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
    }
    const described = (element: Element) =>
      `${element.tagName.toLowerCase()} «${(element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('aria-label')}»`
    // A label cut with an ellipsis: its text is wider than its box.
    const cut = [...document.querySelectorAll('body *')]
      .filter((element) => !(element instanceof HTMLInputElement) && visible(element))
      .filter((element) => getComputedStyle(element).textOverflow === 'ellipsis')
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map(described)
    // A heading or paragraph whose words run out of its box (a long German word in a large title).
    const overflowing = [...document.querySelectorAll('h1, h2, h3, h4, p')]
      .filter(visible)
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map(described)
    // Tap targets (WCAG 2.5.8): links, buttons, lists and the language choice at least 24x24 px.
    const small = [
      ...document.querySelectorAll(
        'a[href], button, [role="button"], [role="combobox"], .mantine-SegmentedControl-label',
      ),
    ]
      .filter(visible)
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width < 24 || box.height < 24
      })
      .map((element) => {
        const box = element.getBoundingClientRect()
        return `${described(element)} ${Math.round(box.width)}x${Math.round(box.height)}`
      })
    return {
      cut,
      overflowing,
      small,
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }
  })
  expect.soft(found.cut, `${screen}: labels cut with an ellipsis`).toEqual([])
  expect.soft(found.overflowing, `${screen}: text running out of its box`).toEqual([])
  expect.soft(found.small, `${screen}: tap targets under 24x24 px`).toEqual([])
  expect.soft(found.scrollWidth, `${screen}: the page scrolls sideways`).toBeLessThanOrEqual(found.innerWidth)
  await expectAccessible(page, screen)
}
