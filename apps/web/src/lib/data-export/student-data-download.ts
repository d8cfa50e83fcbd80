import { type StudentDataExport, usernameBase } from '@lernraster/shared'
import { downloadBlob, fileTimestamp } from '../csv'

/** The downloads' file names: the person's name as a user name has it, and the moment. */
const baseName = (data: StudentDataExport) =>
  `lernraster-daten_${usernameBase(data.account.firstname, data.account.lastname)}_${fileTimestamp(new Date(data.exported_at))}`

/** The data as the server gave it, pretty-printed: the machine-readable copy (decision 045). */
export function downloadStudentDataJson(data: StudentDataExport): void {
  const json = `${JSON.stringify(data, null, 2)}\n`
  downloadBlob(`${baseName(data)}.json`, new Blob([json], { type: 'application/json' }))
}

/**
 * The readable copy. jsPDF and the fonts load on the first download only, so none of it weighs on
 * either app's first screen (`node scripts/bundle-size.mjs`).
 */
export async function downloadStudentDataPdf(data: StudentDataExport, language: string): Promise<void> {
  const [{ studentDataPdf }, { loadReportFonts }] = await Promise.all([
    import('./student-data-pdf'),
    import('../pdf/pdf-fonts'),
  ])
  const bytes = studentDataPdf({ data, language, fonts: await loadReportFonts() })
  downloadBlob(`${baseName(data)}.pdf`, new Blob([bytes], { type: 'application/pdf' }))
}
