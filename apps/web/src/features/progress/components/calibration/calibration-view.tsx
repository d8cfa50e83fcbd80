import type { Calibration, EventTeacherRatings } from '@lernraster/shared'
import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { IconChartDots3, IconUsers } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '../../../../components/empty-state'
import { PageFrame } from '../../../../components/page-frame'
import { PageHeader } from '../../../../components/page-header'
import { progressOf, studentsProgressOf } from '../../../../lib/progress-links'
import { calibrationState } from '../../model/calibration-view'
import { ArchivedRunBanner, useRunBack } from '../run-archive'
import { CalibrationChecksTable } from './calibration-checks-table'
import { CalibrationStudentsTable } from './calibration-students-table'
import { CalibrationTopicsTable } from './calibration-topics-table'
import { ReleaseSwitch } from './release-switch'

type Target = { module_id: number; event_id: number }

type Props = {
  target: Target
  calibration: Calibration
  teacherRatings: EventTeacherRatings
  /** The module's and the class's names, once known. */
  names: { module: string; group: string } | undefined
  /** The school year the class was archived in (issue 36): the switch is then for viewing only. */
  archivedIn: string | null
}

/** The loaded screen: title row, the release switch, then the topics and the students (or why not yet). */
export function CalibrationView({ target, calibration, teacherRatings, names, archivedIn }: Props) {
  const { t } = useTranslation()
  const state = calibrationState(teacherRatings.ratings, calibration.topics)
  const back = useRunBack(archivedIn)
  return (
    <PageFrame>
      <PageHeader
        title={t('progressCalibration.title')}
        description={names ? t('progressCalibration.subtitle', names) : undefined}
        back={back}
      />
      <ArchivedRunBanner archivedIn={archivedIn} />
      <Stack gap="xl">
        <ReleaseSwitch
          eventId={target.event_id}
          released={teacherRatings.released}
          readOnly={archivedIn !== null}
        />
        {state === 'compared' ? (
          <>
            <Text maw={760}>{t('progressCalibration.intro')}</Text>
            <section aria-labelledby="calibration-topics">
              <Title order={2} size="h4" mb="sm" id="calibration-topics">
                {t('progressCalibration.topics.title')}
              </Title>
              <CalibrationTopicsTable topics={calibration.topics} />
            </section>
            <section aria-labelledby="calibration-students">
              <Title order={2} size="h4" mb="sm" id="calibration-students">
                {t('progressCalibration.students.title')}
              </Title>
              <CalibrationStudentsTable
                students={calibration.students}
                withChecks={calibration.checks.length > 0}
              />
            </section>
          </>
        ) : (
          <EmptyState
            icon={<IconChartDots3 size={28} />}
            text={t(`progressCalibration.empty.${state}`)}
            action={<WaysToRate target={target} />}
          />
        )}
        {calibration.checks.length > 0 && (
          <section aria-labelledby="calibration-checks">
            <Title order={2} size="h4" mb="sm" id="calibration-checks">
              {t('progressChecks.calibration.title')}
            </Title>
            <Text maw={760} mb="sm">
              {t('progressChecks.calibration.intro')}
            </Text>
            <CalibrationChecksTable checks={calibration.checks} />
          </section>
        )}
      </Stack>
    </PageFrame>
  )
}

/** Where the teacher rates: the topic dialog of the statistics, or a tile's list of ratings. */
function WaysToRate({ target }: { target: Target }) {
  const { t } = useTranslation()
  return (
    <Group gap="sm" justify="center">
      <Button component={Link} to={progressOf(target)} variant="light">
        {t('progressCalibration.empty.toProgress')}
      </Button>
      <Button
        component={Link}
        to={studentsProgressOf(target)}
        variant="default"
        leftSection={<IconUsers size={18} aria-hidden />}
      >
        {t('progressCalibration.empty.toStudents')}
      </Button>
    </Group>
  )
}
