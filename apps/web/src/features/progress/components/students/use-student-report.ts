import { type ModuleWithEvaluations, progressRules, tooFastMinutes } from '@lernraster/shared'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadBlob } from '../../../../lib/csv'
import { showSnackbar } from '../../../../lib/snackbar'
import { getStudentProgressReport } from '../../api/progress-api'
import type { StudentCard } from '../../model/student-cards'
import type { ReportHeader, ReportTexts } from '../../report/report-pages'
import { reportFileName } from '../../report/report-pages'
import { useTeacherGrades } from '../progress/teacher-grades'

export type StudentReportState = { running: false } | { running: true; percent: number }

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * docs/product/progress.md "PDF report": starts only if not already generating, one page per filtered
 * student, the percent for the overlay, and a cancel that stops, resets and saves nothing. The PDF code and
 * fonts arrive through a dynamic import on the first export, never with the screen.
 */
export function useStudentReport(module: ModuleWithEvaluations, cards: readonly StudentCard[]) {
  const { t, i18n } = useTranslation()
  const teacher = useTeacherGrades()
  const [state, setState] = useState<StudentReportState>({ running: false })
  const running = useRef<AbortController | null>(null)
  const left = useRef(false)

  // Leaving the page stops an export under way, silently; nothing is saved.
  useEffect(() => {
    left.current = false
    return () => {
      left.current = true
      running.current?.abort()
    }
  }, [])

  const reportTexts = useCallback(
    (): ReportTexts => ({
      labels: t('progressStudents.report.labels', { returnObjects: true }),
      sections: t('progressStudents.report.sections', { returnObjects: true }),
      hints: {
        progress: t('progressStudents.report.hints.progress'),
        daysWorked: t('progressStudents.report.hints.daysWorked'),
        reliability: t('progressStudents.report.hints.reliability', {
          seconds: progressRules.carefulSeconds,
        }),
      },
      legend: {
        above: t('progressStudents.report.legend.above'),
        below: t('progressStudents.report.legend.below'),
        none: t('progressStudents.report.legend.none'),
        tooFast: (topics) => t('progressStudents.report.legend.tooFast', { minutes: tooFastMinutes, topics }),
        tooFastNone: t('progressStudents.report.legend.tooFastNone'),
        tooFastCount: (count, total) => t('progressStudents.report.legend.tooFastCount', { count, total }),
      },
      notes: t('progressStudents.report.notes'),
      judgment: {
        tile: (value) => t('progressStudents.report.judgment.tile', { value }),
        title: t('progressStudents.report.judgment.title'),
        line: (gap) => t('progressStudents.report.judgment.line', gap),
        none: t('progressStudents.report.judgment.none'),
        notRated: t('progressStudents.report.judgment.notRated'),
        direction: { higher: t('studentSupport.gap.higher'), lower: t('studentSupport.gap.lower') },
      },
      check: {
        attested: (date) => t('progressChecks.report.tileAttested', { date }),
        notAttested: t('progressChecks.report.tileNotAttested'),
        legend: t('progressChecks.report.legend'),
      },
      page: (page) => t('progressStudents.report.page', { page }),
      percent: (value) => t('progressStudents.percent', { value }),
    }),
    [t],
  )

  const start = useCallback(async () => {
    if (running.current || cards.length === 0) return
    const controller = new AbortController()
    running.current = controller
    setState({ running: true, percent: 0 })
    const now = new Date()
    const header: ReportHeader = {
      date: new Intl.DateTimeFormat(i18n.language === 'de' ? 'de-DE' : 'en-GB', {
        dateStyle: 'medium',
      }).format(now),
      group: module.group.name,
      subject: module.subject.title,
      test: module.name,
    }
    try {
      const { runStudentReport } = await import('../../report/report-run')
      const blob = await runStudentReport({
        cards,
        header,
        texts: reportTexts(),
        language: i18n.language,
        teacher,
        title: t('progressStudents.pdf.documentTitle', { name: module.name }),
        loadFigures: (userId, signal) =>
          getStudentProgressReport({ moduleId: module.id, userId, eventId: module.event_id }, signal),
        onProgress: (percent) => {
          if (!controller.signal.aborted) setState({ running: true, percent })
        },
        signal: controller.signal,
      })
      if (!controller.signal.aborted) downloadBlob(reportFileName(now), blob)
    } catch (error) {
      if (left.current) return
      if (controller.signal.aborted || isAbort(error))
        showSnackbar(t('progressStudents.pdf.cancelled'), 'info')
      else showSnackbar(t('progressStudents.pdf.failed'), 'danger')
    } finally {
      if (running.current === controller) running.current = null
      setState({ running: false })
    }
  }, [cards, module, i18n.language, reportTexts, t, teacher])

  const cancel = useCallback(() => running.current?.abort(), [])

  return { state, start, cancel }
}
