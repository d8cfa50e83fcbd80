import './students.css'
import { type ModuleWithEvaluations, tooFastMinutes } from '@lernraster/shared'
import { Button, Group, Text } from '@mantine/core'
import { IconSearch, IconUsers } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../../components/empty-state'
import { PageFrame } from '../../../../components/page-frame'
import { PageHeader } from '../../../../components/page-header'
import { nextStepsQuery } from '../../api/next-steps'
import {
  buildStudentCards,
  type StudentCard as StudentCardData,
  type StudentTile,
} from '../../model/student-cards'
import { filterStudents, sortStudentsGerman, studentName } from '../../model/student-list'
import { pinnableTopics, topicPlaces } from '../../model/topic-places'
import { CalibrationLink } from '../calibration/calibration-link'
import { TeacherGradesProvider } from '../progress/teacher-grades'
import { ArchivedRunBanner, RunArchiveProvider, useRunBack } from '../run-archive'
import { NextStepPinDialog, type PinTarget } from './next-step-pin-dialog'
import { StudentCard } from './student-card'
import { type OpenedRatings, StudentRatingsDialog } from './student-ratings-dialog'
import { StudentSearch } from './student-search'
import { StudentsCsvButton } from './students-csv-button'
import { StudentsReportButton } from './students-report-button'

/** The loaded screen: title row with the exports, the activation's facts, the search and the cards. */
export function StudentsView({ module }: { module: ModuleWithEvaluations }) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const [opened, setOpened] = useState<OpenedRatings | null>(null)
  const sorted = useMemo(() => sortStudentsGerman(module.users), [module.users])
  const filtered = useMemo(() => filterStudents(sorted, query), [sorted, query])
  const cards = useMemo(() => buildStudentCards(module, filtered), [module, filtered])
  const places = useMemo(() => topicPlaces(module), [module])
  const placesById = useMemo(() => new Map(places.map((place) => [place.id, place])), [places])
  const nextSteps = useQuery(nextStepsQuery(module.event_id))
  const nextStepOf = useMemo(
    () => new Map(nextSteps.data?.map((step) => [step.user_id, step.next_step])),
    [nextSteps.data],
  )
  const [pinning, setPinning] = useState<PinTarget | null>(null)
  const pinFor = useCallback(
    (card: StudentCardData) =>
      setPinning({
        studentId: card.student.id,
        name: studentName(card.student),
        nextStep: nextStepOf.get(card.student.id) ?? null,
      }),
    [nextStepOf],
  )
  const openTile = useCallback(
    (card: StudentCardData, tile: StudentTile) =>
      setOpened({ name: studentName(card.student), userId: card.student.id, tile }),
    [],
  )

  const actions = (
    <Group gap="sm" wrap="nowrap">
      <CalibrationLink moduleId={module.id} eventId={module.event_id} />
      <StudentsCsvButton cards={cards} moduleName={module.name} />
      <StudentsReportButton module={module} cards={cards} />
    </Group>
  )

  const archived = module.archived_in !== null
  const back = useRunBack(module.archived_in)
  return (
    <RunArchiveProvider archivedIn={module.archived_in}>
      <TeacherGradesProvider eventId={module.event_id}>
        <PageFrame>
          <PageHeader
            title={module.name}
            back={back}
            action={actions}
            description={module.description || undefined}
          />
          <ArchivedRunBanner archivedIn={module.archived_in} />
          <Text size="sm" mb={4} data-testid="activation-facts">
            <Text span c="dimmed">
              {t('progressStudents.facts.group')}
            </Text>{' '}
            <Text span fw={600}>
              {module.group.name}
            </Text>
            {' · '}
            <Text span c="dimmed">
              {t('progressStudents.facts.subject')}
            </Text>{' '}
            <Text span fw={600}>{`${module.subject.token} – ${module.subject.title}`}</Text>
            {' · '}
            <Text span c="dimmed">
              {t('progressStudents.facts.students')}
            </Text>{' '}
            <Text span fw={600}>
              {module.users.length}
            </Text>
          </Text>
          {/* Issue 31: what the tiles' marks mean, the threshold of too fast included. */}
          <Text size="sm" c="dimmed" mb="lg" data-testid="students-legend">
            {t('progressStudents.tooFast.legend', { minutes: tooFastMinutes })}
          </Text>
          {module.users.length === 0 ? (
            <EmptyState icon={<IconUsers size={28} />} text={t('progressStudents.empty.noStudents')} />
          ) : (
            <>
              <StudentSearch
                value={query}
                onChange={setQuery}
                shown={cards.length}
                total={module.users.length}
              />
              {cards.length === 0 ? (
                <EmptyState
                  icon={<IconSearch size={28} />}
                  text={t('progressStudents.empty.noMatch', { query: query.trim() })}
                  action={
                    <Button variant="default" onClick={() => setQuery('')}>
                      {t('progressStudents.search.clear')}
                    </Button>
                  }
                />
              ) : (
                <div className="student-cards">
                  {cards.map((card) => (
                    <StudentCard
                      key={card.student.id}
                      card={card}
                      onOpenTile={openTile}
                      nextStep={nextSteps.isSuccess ? (nextStepOf.get(card.student.id) ?? null) : undefined}
                      places={placesById}
                      onPin={archived ? undefined : pinFor}
                    />
                  ))}
                </div>
              )}
            </>
          )}
          <StudentRatingsDialog eventId={module.event_id} opened={opened} onClose={() => setOpened(null)} />
          <NextStepPinDialog
            eventId={module.event_id}
            target={pinning}
            topics={pinnableTopics(places)}
            onClose={() => setPinning(null)}
          />
        </PageFrame>
      </TeacherGradesProvider>
    </RunArchiveProvider>
  )
}
