import type { ModuleWithEvaluations } from '@lernraster/shared'
import { Group, Stack, Switch } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HelpRequestsPanel } from '../../../../components/help-requests/help-requests-panel'
import { PageFrame } from '../../../../components/page-frame'
import { PageHeader } from '../../../../components/page-header'
import { prefetchTopicDialog } from '../../api/topic-dialog-queries'
import { buildProgressGrid, cellName, type ProgressCell, sortStudents } from '../../model/progress-grid'
import { ArchivedRunBanner, useRunBack } from '../run-archive'
import { TopicDialog } from '../topic-dialog/topic-dialog'
import { HelpCountsProvider } from './help-counts'
import { ProgressActions } from './progress-actions'
import { ProgressGridTable } from './progress-grid-table'
import { ProgressLegend } from './progress-legend'
import { ProgressTopicTable } from './progress-topic-table'
import { TeacherGradesProvider } from './teacher-grades'
import { useProgressTour } from './use-progress-tour'

/** The topic as the grid has it now (the live refresh replaces the module), so the dialog follows. */
function liveTopic(module: ModuleWithEvaluations, topicId: number) {
  for (const block of module.blocks) {
    const topic = block.topics.find((candidate) => candidate.id === topicId)
    if (topic) return topic
  }
  return undefined
}

/** The progress screen with its module: title row, the grid (or its table), the legend, the topic dialog. */
export function ProgressView({ module }: { module: ModuleWithEvaluations }) {
  const { t } = useTranslation()
  const grid = useMemo(() => buildProgressGrid(module), [module])
  const students = useMemo(() => sortStudents(module.users), [module.users])
  const [asTable, setAsTable] = useState(false)
  // The topic stays in the dialog while it closes; `opened` is what closes it.
  const [shown, setShown] = useState<(ProgressCell & { topic: NonNullable<ProgressCell['topic']> }) | null>(
    null,
  )
  const [opened, setOpened] = useState(false)
  useProgressTour(!asTable)
  const queryClient = useQueryClient()

  function open(cell: ProgressCell) {
    // A topic without questions has nothing to show or rate; one without ratings opens the rating.
    if (!cell.topic || cell.topic.questions.length === 0) return
    setShown({ ...cell, topic: cell.topic })
    setOpened(true)
  }

  function prefetch(cell: ProgressCell) {
    if (cell.topic && cell.topic.questions.length > 0)
      prefetchTopicDialog(queryClient, module.event_id, cell.topic.id)
  }

  const archived = module.archived_in !== null
  const back = useRunBack(module.archived_in)
  return (
    <HelpCountsProvider eventId={module.event_id}>
      <TeacherGradesProvider eventId={module.event_id}>
        <PageFrame wide>
          <PageHeader
            title={module.name}
            description={t('progressStats.subtitle', {
              group: module.group.name,
              subject: `${module.subject.token} – ${module.subject.title}`,
            })}
            back={back}
            action={<ProgressActions module={module} grid={grid} students={students} />}
          />
          <ArchivedRunBanner archivedIn={module.archived_in} />
          {/* An archived class's requests can no longer be handled: the panel would only ask for it. */}
          {!archived && <HelpRequestsPanel eventId={module.event_id} />}
          <Stack gap="md">
            <Group justify="flex-end">
              <Switch
                label={t('progressStats.asTable')}
                checked={asTable}
                onChange={(event) => setAsTable(event.currentTarget.checked)}
              />
            </Group>
            {asTable ? (
              <ProgressTopicTable grid={grid} students={students} onOpen={open} />
            ) : (
              <ProgressGridTable
                grid={grid}
                students={students}
                caption={t('progressStats.grid.caption', { group: module.group.name, module: module.name })}
                onOpen={open}
                onIntent={prefetch}
              />
            )}
            <ProgressLegend />
          </Stack>
          <TopicDialog
            opened={opened}
            onClose={() => setOpened(false)}
            eventId={module.event_id}
            topic={shown ? (liveTopic(module, shown.topic.id) ?? shown.topic) : null}
            cell={shown ? cellName(shown.column, shown.row) : ''}
            groupName={module.group.name}
            classSize={students.length}
            initialTab={!archived && shown && shown.topic.stats.evaluations === 0 ? 'rating' : 'questions'}
            readOnly={archived}
          />
        </PageFrame>
      </TeacherGradesProvider>
    </HelpCountsProvider>
  )
}
