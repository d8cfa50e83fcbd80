import type { TFunction } from 'i18next'
import { downloadBlob } from '../../../lib/csv'
import type { LoginCard, LoginCardTexts } from './login-cards-pdf'

/** The cards' words in the screen's language: the same for a class's cards and one new card. */
function cardTexts(t: TFunction, groupName: string): LoginCardTexts {
  return {
    title: t('classes.cards.pdfTitle', { name: groupName }),
    username: t('classes.cards.username'),
    startPassword: t('classes.cards.startPassword'),
    hint: t('classes.cards.hint'),
  }
}

/**
 * Prints login cards as a PDF download (decision 038). The PDF code, jsPDF, qrcode-generator and the
 * progress report's fonts load on the first print only, so none of it weighs on the login route
 * (`node scripts/bundle-size.mjs`). Import this module itself with `import()` too.
 */
export async function downloadLoginCards(input: {
  cards: LoginCard[]
  groupName: string
  t: TFunction
  language: string
  filename: string
}): Promise<void> {
  const [{ loginCardsPdf }, { loadReportFonts }] = await Promise.all([
    import('./login-cards-pdf'),
    import('../../../lib/pdf/pdf-fonts'),
  ])
  const { t, ...cards } = input
  const texts = cardTexts(t, input.groupName)
  const bytes = loginCardsPdf({
    ...cards,
    texts,
    appUrl: window.location.origin,
    fonts: await loadReportFonts(),
  })
  downloadBlob(input.filename, new Blob([bytes], { type: 'application/pdf' }))
}
