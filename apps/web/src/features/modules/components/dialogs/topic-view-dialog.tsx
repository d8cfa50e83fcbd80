import '../../texts'
import { modalWidths, type Topic } from '@lernraster/shared'
import { Accordion, Badge, Group, Modal, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TopicTypeIcon } from '../../../../components/topic-type/topic-type-icon'
import { useTopicTypeTitle } from '../../../../components/topic-type/use-topic-type-title'
import { QuestionView } from './question-view'

type Props = {
  /** The topic to show; null keeps the dialog closed. */
  topic: Topic | null
  /** The cell as 'column.row'. */
  label: string
  onClose: () => void
}

/**
 * The read-only topic of the viewer (docs/product/modules.md "Viewer", 1000 px): title with its type,
 * description, and the questions as collapsible cards (title, description, link or file, solution, source
 * files).
 */
export function TopicViewDialog({ topic, label, onClose }: Props) {
  const { t } = useTranslation()
  const titleOf = useTopicTypeTitle()
  // The last topic stays while the dialog closes, so its content does not vanish under the animation.
  const [shown, setShown] = useState({ topic, label })
  if (topic && (topic !== shown.topic || label !== shown.label)) setShown({ topic, label })
  const { topic: current, label: currentLabel } = topic ? { topic, label } : shown
  const questions = current ? [...current.questions].sort((a, b) => a.order - b.order) : []

  return (
    <Modal
      opened={topic !== null}
      onClose={onClose}
      size={modalWidths.topicView}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={
        current && (
          <Group gap="xs" wrap="nowrap" component="span">
            <TopicTypeIcon icon={current.topic_type.icon} size={20} />
            <span>{`${currentLabel} ${current.title}`}</span>
          </Group>
        )
      }
    >
      {current && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" leftSection={<TopicTypeIcon icon={current.topic_type.icon} size={14} />}>
              {titleOf(current.topic_type)}
            </Badge>
          </Group>
          {current.description !== '' && (
            <Text style={{ whiteSpace: 'pre-wrap' }}>{current.description}</Text>
          )}
          <Title order={3} size="h5">
            {t('moduleDialogs.view.questions')}
          </Title>
          {questions.length === 0 ? (
            <Text c="dimmed">{t('moduleDialogs.view.noQuestions')}</Text>
          ) : (
            <Accordion multiple variant="separated" order={4}>
              {questions.map((question, index) => (
                <QuestionView key={question.id} question={question} number={index + 1} />
              ))}
            </Accordion>
          )}
        </Stack>
      )}
    </Modal>
  )
}
