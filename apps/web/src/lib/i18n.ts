import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { de } from '../locales/de'
import { deCore } from '../locales/de/core'

export const languages = ['de', 'en'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'de'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    // German is the source pack: a key missing there is a type error everywhere.
    resources: { translation: typeof de }
  }
}

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language)
}

/** German ships with the app; other packs load when chosen, so German users never download them. */
async function loadPack(language: Language) {
  if (language === 'de' || i18next.hasResourceBundle(language, 'translation')) return
  const { en } = await import('../locales/en')
  i18next.addResourceBundle(language, 'translation', en)
}

export async function setupI18n(language: Language) {
  await i18next.use(initReactI18next).init({
    resources: { de: { translation: deCore } },
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  try {
    await changeLanguage(language)
  } catch (error) {
    // The chosen pack did not arrive (offline at start): German is there, and better than nothing
    // until the connection is back; then the teacher's language follows.
    console.warn('Language pack not loaded; showing German', error)
    window.addEventListener('online', () => void changeLanguage(language).catch(() => undefined), {
      once: true,
    })
  }
}

/**
 * Adds German texts that arrive with a lazily loaded screen (the English pack is loaded whole).
 * Called at the top of that screen's module, so the texts are there before it first renders.
 */
export function registerGermanTexts(texts: Partial<typeof de>) {
  i18next.addResourceBundle('de', 'translation', texts, true, false)
}

export async function changeLanguage(language: Language) {
  await loadPack(language)
  document.documentElement.lang = language
  await i18next.changeLanguage(language)
}
