import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

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
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
  expect(blocking, `accessibility of ${screen}`).toEqual([])
}
