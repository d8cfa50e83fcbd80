import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { decimalText } from './lib/plain-format'
import { type StudentLanguage, type StudentTexts, studentTexts } from './locales'

const storageKey = 'lernraster.student_language'

function storedLanguage(): StudentLanguage {
  try {
    return localStorage.getItem(storageKey) === 'en' ? 'en' : 'de'
  } catch {
    return 'de'
  }
}

const LanguageContext = createContext<{
  language: StudentLanguage
  setLanguage: (language: StudentLanguage) => void
}>({ language: 'de', setLanguage: () => {} })

/** German by default; the student's choice is kept on this device. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<StudentLanguage>(storedLanguage)
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  const setLanguage = (next: StudentLanguage) => {
    localStorage.setItem(storageKey, next)
    setLanguageState(next)
  }
  return <LanguageContext.Provider value={{ language, setLanguage }}>{children}</LanguageContext.Provider>
}

export const useLanguage = () => useContext(LanguageContext)

/** The texts in the student's language. */
export function useTexts(): StudentTexts {
  return studentTexts[useContext(LanguageContext).language]
}

/**
 * A grade or average as the student reads it: 4,5 in German, 4.5 in English (docs/design.md
 * "Numbers and dates"), an average to one decimal (4,7 rather than 4,666…).
 */
export function useDecimal(): (value: number) => string {
  const { language } = useContext(LanguageContext)
  return (value) => decimalText(value, language)
}
