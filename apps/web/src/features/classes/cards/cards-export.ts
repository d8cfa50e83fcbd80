import { downloadBlob } from '../../../lib/csv'
import type { LoginCard, LoginCardTexts } from './login-cards-pdf'

/**
 * Prints login cards as a PDF download (decision 038). The PDF code, jsPDF, qrcode-generator and the
 * progress report's fonts load on the first print only, so none of it weighs on the login route
 * (`node scripts/bundle-size.mjs`). Import this module itself with `import()` too.
 */
export async function downloadLoginCards(input: {
  cards: LoginCard[]
  groupName: string
  texts: LoginCardTexts
  language: string
  filename: string
}): Promise<void> {
  const [{ loginCardsPdf }, { loadReportFonts }] = await Promise.all([
    import('./login-cards-pdf'),
    import('../../progress/report/report-fonts'),
  ])
  const bytes = loginCardsPdf({ ...input, appUrl: window.location.origin, fonts: await loadReportFonts() })
  downloadBlob(input.filename, new Blob([bytes], { type: 'application/pdf' }))
}
