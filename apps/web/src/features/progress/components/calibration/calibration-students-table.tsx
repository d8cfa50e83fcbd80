import type { CalibrationStudent, SelfJudgment } from '@lernraster/shared'
import { Group, Progress, Table, Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SortableHeader } from '../../../../components/sortable-header'
import { TruncatedText } from '../../../../components/truncated-text'
import {
  defaultStudentSort,
  nextStudentSort,
  sortCalibrationStudents,
  studentJudgment,
} from '../../model/calibration-view'
import { formatGap, formatStudentAverage } from '../../model/student-format'
import { studentName } from '../../model/student-list'
import { GapDirections } from './gap-directions'

/** Long enough for most names in a column that leaves the figures their room. */
const nameLength = 40
const gapMarks: Record<SelfJudgment, string> = { higher: '↑', lower: '↓', hits: '≈', both: '⇅' }

/**
 * "Lernende": per student the compared ratings, the share within 1 grade ("Selbsteinschätzung
 * trifft", as a number and a bar) and how far off they are on average in words, with the signed
 * tendency under it (issue 31), sortable by name or share.
 */
export function CalibrationStudentsTable({
  students,
  withChecks = false,
}: {
  students: readonly CalibrationStudent[]
  /** Issue 37: the grid has checks with results, so each student's are shown beside the gaps. */
  withChecks?: boolean
}) {
  const { t } = useTranslation()
  const [sort, setSort] = useState(defaultStudentSort)
  const sorted = useMemo(() => sortCalibrationStudents(students, sort), [students, sort])
  const onSort = (column: typeof sort.column) => setSort((current) => nextStudentSort(current, column))
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs">
        <Table.Caption>{t('progressCalibration.students.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader
              column="name"
              sort={sort}
              label={t('progressCalibration.students.name')}
              onSort={onSort}
            />
            <Table.Th scope="col" ta="right" w={130}>
              {t('progressCalibration.students.pairs')}
            </Table.Th>
            <SortableHeader
              column="hitShare"
              sort={sort}
              label={t('progressCalibration.students.hitShare')}
              width={210}
              onSort={onSort}
            />
            <Table.Th scope="col" w={260}>
              {t('progressCalibration.students.meanGap')}
            </Table.Th>
            <Table.Th scope="col" w={180}>
              {t('progressCalibration.students.largeGaps')}
            </Table.Th>
            {withChecks && (
              <Table.Th scope="col" w={200}>
                {t('progressChecks.calibration.studentChecks')}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((student) => (
            <StudentRow key={student.user_id} student={student} withChecks={withChecks} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function StudentRow({ student, withChecks }: { student: CalibrationStudent; withChecks: boolean }) {
  const { t, i18n } = useTranslation()
  const word = studentJudgment(student)
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        <TruncatedText text={studentName(student)} max={nameLength} />
      </Table.Th>
      <Table.Td ta="right">{student.pairs}</Table.Td>
      {student.hit_share === null ||
      student.mean_gap === null ||
      student.mean_absolute_gap === null ||
      word === undefined ? (
        <Table.Td colSpan={3}>
          <Text size="sm" c="dimmed">
            {t('progressCalibration.students.noPairs')}
          </Text>
        </Table.Td>
      ) : (
        <>
          <Table.Td>
            <Group gap="sm" wrap="nowrap">
              <Text size="sm" w={52} ta="right" style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                {t('progressCalibration.students.percent', { value: student.hit_share })}
              </Text>
              <Progress value={student.hit_share} size="sm" w={100} color="gray.6" aria-hidden />
            </Group>
          </Table.Td>
          <Table.Td data-judgment={word}>
            <Text size="sm">
              {/* The size of the gaps, whichever way: 0 only when every pair agrees (issue 31). */}
              {formatStudentAverage(student.mean_absolute_gap, i18n.language) ?? formatGap(0, i18n.language)}
              {' · '}
              <span aria-hidden>{gapMarks[word]} </span>
              {t(`progressCalibration.students.gap.${word}`)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('progressCalibration.students.tendency', {
                value: formatGap(student.mean_gap, i18n.language),
              })}
            </Text>
          </Table.Td>
          <Table.Td>
            <GapDirections higher={student.higher} lower={student.lower} />
          </Table.Td>
        </>
      )}
      {withChecks && <ChecksCell student={student} />}
    </Table.Tr>
  )
}

/** Issue 37: the student's checks, and how often the self-rating reached the goal without a pass. */
function ChecksCell({ student }: { student: CalibrationStudent }) {
  const { t } = useTranslation()
  if (student.checks === 0)
    return (
      <Table.Td>
        <Text size="sm" c="dimmed">
          {t('progressChecks.calibration.none')}
        </Text>
      </Table.Td>
    )
  return (
    <Table.Td data-checks={`${student.checks_attested}/${student.checks}`}>
      <Text size="sm">
        {t('progressChecks.calibration.studentChecksValue', {
          attested: student.checks_attested,
          count: student.checks,
        })}
      </Text>
      {student.reached_not_attested > 0 && (
        <Text size="xs" c="dimmed">
          {t('progressChecks.calibration.studentOverconfident', { count: student.reached_not_attested })}
        </Text>
      )}
    </Table.Td>
  )
}
