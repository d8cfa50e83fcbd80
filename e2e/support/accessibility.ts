import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

/** axe-core's own script, put into a page once and used for every check on it (decision 040). */
const axeSource: string = createRequire(import.meta.url)('axe-core').source

const wcagRules: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
}

/**
 * axe's results for the page as it is now. `AxeBuilder` put axe's 550 KB script into the page again
 * at every check and finished each check in a new blank page of its own: about 1.2 s of CPU a check,
 * some 60 checks a run. Here the script goes in once per page load (a screen change inside the app
 * keeps it) and `axe.run` checks the document itself: about 0.2 s. The rules and tags are the same.
 * A page with frames still goes through `AxeBuilder`, which checks inside each frame.
 */
async function axeResults(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).options(wcagRules).analyze()
  const loaded = await page.evaluate(() => 'axe' in window)
  // As a string: evaluated by the browser's debugging protocol, which the page's CSP does not limit.
  if (!loaded) await page.evaluate(axeSource)
  return page.evaluate(
    (options) =>
      (
        window as unknown as { axe: { run(context: Document, options: unknown): Promise<AxeResults> } }
      ).axe.run(document, options),
    wcagRules,
  )
}

/**
 * axe-core on the page as it is now: no serious or critical violation (WCAG 2.1 A and AA rules).
 *
 * Once per screen, in German: the English pack changes only texts, not structure, roles or colours,
 * and every English text is there by type (decision 014). A screen new in an issue passes
 * `everyLanguage` while its English texts are fresh.
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  options: { everyLanguage?: boolean } = {},
) {
  const language = await page.evaluate(() => document.documentElement.lang)
  if (language !== 'de' && !options.everyLanguage) return
  const results = await axeResults(page)
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
  expect(blocking, `accessibility of ${screen}`).toEqual([])
}
