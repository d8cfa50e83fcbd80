import { Button } from '@mantine/core'
import { IconFileSpreadsheet } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { downloadCsv, fileTimestamp } from '../../../../lib/csv'
import type { StudentCard } from '../../model/student-cards'
import { studentCsvRows } from '../../model/student-csv'
import { useCheckTexts } from '../checks/use-check-texts'
import { useTeacherGrades } from '../progress/teacher-grades'

/** Issue 13 "CSV export": the filtered student cards as a table Excel in German opens as is. */
export function StudentsCsvButton({
  cards,
  moduleName,
}: {
  cards: readonly StudentCard[]
  moduleName: string
}) {
  const { t, i18n } = useTranslation()
  const teacher = useTeacherGrades()
  const checkTexts = useCheckTexts()
  const exportCsv = () => {
    const headers = t('progressStudents.csv.headers', { returnObjects: true })
    const rows = studentCsvRows(
      cards,
      {
        headers: [
          headers.firstname,
          headers.lastname,
          headers.goal,
          headers.place,
          headers.topic,
          headers.progress,
          headers.average,
          headers.side,
          headers.tooFast,
          headers.teacher,
          headers.gap,
          headers.direction,
          t('progressChecks.csv.check'),
          t('progressChecks.csv.checkAt'),
        ],
        side: t('progressShared.side', { returnObjects: true }),
        yes: t('progressStudents.csv.yes'),
        direction: { higher: t('studentSupport.gap.higher'), lower: t('studentSupport.gap.lower') },
        check: checkTexts,
      },
      i18n.language,
      teacher,
    )
    // The module's name in the file name, without what Windows refuses in one.
    const name =
      moduleName
        .replace(/[\\/:*?"<>|]+/g, '')
        .trim()
        .slice(0, 40) || 'Modul'
    downloadCsv(t('progressStudents.csv.fileName', { name, timestamp: fileTimestamp(new Date()) }), rows)
  }
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      onClick={exportCsv}
      disabled={cards.length === 0}
    >
      {t('progressShared.csvExport')}
    </Button>
  )
}
