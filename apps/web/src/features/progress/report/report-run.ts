import { loadReportFonts } from '../../../lib/pdf/pdf-fonts'
import { exportStudentReports, type ReportExportOptions } from './report-export'

/**
 * The export as the students screen starts it, through one dynamic import: jsPDF, the drawing and
 * the fonts load when a teacher first exports, never with the screen (docs/stack.md "PDF report").
 */
export async function runStudentReport(options: Omit<ReportExportOptions, 'fonts'>): Promise<Blob> {
  const fonts = await loadReportFonts()
  if (options.signal.aborted) throw options.signal.reason
  const bytes = await exportStudentReports({ ...options, fonts })
  return new Blob([bytes], { type: 'application/pdf' })
}
