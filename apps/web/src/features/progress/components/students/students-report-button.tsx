import type { ModuleWithEvaluations } from '@lernraster/shared'
import { Button } from '@mantine/core'
import { IconFileTypePdf } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { StudentCard } from '../../model/student-cards'
import { ReportOverlay } from './report-overlay'
import { useStudentReport } from './use-student-report'

type Props = { module: ModuleWithEvaluations; cards: readonly StudentCard[] }

/**
 * 'PDF exportieren' with its percent while generating, and the overlay. The export's state lives
 * here, so a percent tick re-renders the button and the overlay, never the cards.
 */
export function StudentsReportButton({ module, cards }: Props) {
  const { t } = useTranslation()
  const report = useStudentReport(module, cards)
  const percent = report.state.running ? report.state.percent : null
  return (
    <>
      <Button
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        onClick={() => void report.start()}
        disabled={cards.length === 0}
        aria-busy={percent !== null || undefined}
        data-testid="report-export"
      >
        {percent === null
          ? t('progressStudents.pdf.export')
          : t('progressStudents.pdf.exporting', { percent })}
      </Button>
      <ReportOverlay percent={percent} onCancel={report.cancel} />
    </>
  )
}
