import { useLanguage } from '../../language'
import { type InstallableTexts, installableTexts } from './texts'

/** The installable app's texts in the student's language. */
export function useInstallableTexts(): InstallableTexts {
  return installableTexts[useLanguage().language]
}
