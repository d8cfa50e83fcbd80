import type { Page } from '@playwright/test'
import { de } from '../../apps/web/src/locales/de'
import { en } from '../../apps/web/src/locales/en'

/** The app's own language packs: a journey reads its expected texts from the pack it runs in. */
export const packs = { de, en } as const
export type LanguageName = keyof typeof packs
export const languageNames = Object.keys(packs) as LanguageName[]

/** Opens the app in `language` (the footer's choice, kept in the persisted client state). */
export async function useLanguage(page: Page, language: LanguageName) {
  await page.addInitScript((chosen) => {
    const key = 'lernraster.client-state'
    const saved = JSON.parse(localStorage.getItem(key) ?? '{"state":{},"version":1}')
    if (!saved.state.language) {
      saved.state.language = chosen
      localStorage.setItem(key, JSON.stringify(saved))
    }
  }, language)
}

/**
 * Defines a journey in German only: for behaviour that does not depend on the language (an order,
 * a double click, a second tab), whose screens other journeys also visit in English (decision 014).
 * German, the product's language, runs every journey.
 */
export function inGermanOnly(language: LanguageName, define: () => void) {
  if (language === 'de') define()
}
