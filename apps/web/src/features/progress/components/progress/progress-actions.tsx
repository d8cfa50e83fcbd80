import type { ModuleWithEvaluations, ProgressStudent } from '@lernraster/shared'
import { Button, Group } from '@mantine/core'
import { IconChartBubble, IconDownload, IconUsers } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { downloadCsv } from '../../../../lib/csv'
import { studentsProgressOf } from '../../../../lib/progress-links'
import { type GridCsvTexts, gridCsvColumns, gridCsvFileName, gridCsvRows } from '../../model/grid-csv'
import type { ProgressGrid } from '../../model/progress-grid'
import { bubbleChartOf } from '../../model/return-url'
import { CalibrationLink } from '../calibration/calibration-link'
import { useCheckTexts } from '../checks/use-check-texts'
import { useTeacherGrades } from './teacher-grades'

type Props = { module: ModuleWithEvaluations; grid: ProgressGrid; students: readonly ProgressStudent[] }

/**
 * The title row's ways on: each student on their own, self-rating against the teacher's, the bubble
 * chart, and the grid as CSV.
 */
export function ProgressActions({ module, grid, students }: Props) {
  const { t, i18n } = useTranslation()
  const { pathname, search } = useLocation()
  const teacher = useTeacherGrades()
  const checkTexts = useCheckTexts()

  function exportCsv() {
    const headers = Object.fromEntries(
      gridCsvColumns.map((column) => [
        column,
        column === 'check' || column === 'checkAt'
          ? t(`progressChecks.csv.${column}`)
          : t(`progressStats.csv.${column}`),
      ]),
    ) as GridCsvTexts['headers']
    const side = {
      above: t('progressShared.side.above'),
      below: t('progressShared.side.below'),
      none: t('progressShared.side.none'),
    }
    const direction = { higher: t('studentSupport.gap.higher'), lower: t('studentSupport.gap.lower') }
    const rows = gridCsvRows(
      grid,
      students,
      { headers, side, yes: t('progressStats.csv.yes'), direction, check: checkTexts },
      i18n.language,
      teacher,
    )
    downloadCsv(gridCsvFileName(module.name, module.group.name, new Date()), rows)
  }

  return (
    <Group gap="xs" justify="flex-end">
      <Button
        component={Link}
        to={studentsProgressOf({ module_id: module.id, event_id: module.event_id })}
        variant="light"
        leftSection={<IconUsers size={18} aria-hidden />}
        data-tour="progress-students"
      >
        {t('progressStats.toStudents')}
      </Button>
      <CalibrationLink moduleId={module.id} eventId={module.event_id} />
      <Button
        component={Link}
        to={bubbleChartOf(module.event_id, `${pathname}${search}`)}
        variant="default"
        leftSection={<IconChartBubble size={18} aria-hidden />}
      >
        {t('progressStats.toBubbleChart')}
      </Button>
      <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={exportCsv}>
        {t('progressShared.csvExport')}
      </Button>
    </Group>
  )
}
