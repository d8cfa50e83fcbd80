import { moduleLimits, type Topic } from '@lernraster/shared'
import { Alert, Box, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import { IconAlertCircle, IconPlus } from '@tabler/icons-react'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../../components/form-actions'
import { canAddQuestion } from '../../model/topic-form'
import type { QuestionField } from '../../model/topic-form-check'
import { QuestionCard } from './question-card'
import { TopicTypeSelect } from './topic-type-select'
import { useShownText } from './use-shown-text'
import { useTopicForm } from './use-topic-form'

type Props = {
  moduleId: number
  blockId: number
  row: number
  topic?: Topic
  onCancel: () => void
  onSaved: () => void
  onRemove: () => void
  /** Tells the dialog while saving: it must not close under the request. */
  onBusyChange: (busy: boolean) => void
}

// The question list scrolls inside the dialog; topic fields and buttons stay in view around it.
const questionListHeight = 'max(12rem, calc(90dvh - 27.5rem))'

/** Type, title, description and the questions of a topic, with Speichern and (when editing) Löschen. */
export function TopicForm({
  moduleId,
  blockId,
  row,
  topic,
  onCancel,
  onSaved,
  onRemove,
  onBusyChange,
}: Props) {
  const { t } = useTranslation()
  const shownText = useShownText()
  const form = useTopicForm({ moduleId, blockId, row, topic, onSaved })
  const { draft, problems } = form
  const questionsHeading = useId()
  useEffect(() => onBusyChange(form.saving), [form.saving, onBusyChange])

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.submit()
      }}
    >
      <Stack gap="md">
        <Group align="flex-start" gap="md" wrap="nowrap">
          <Box w={240}>
            <TopicTypeSelect
              ref={form.register('topic_type_id')}
              value={draft.topicTypeId}
              onChange={(topicTypeId) => form.setTopic({ topicTypeId })}
              error={shownText(problems.topic_type_id)}
            />
          </Box>
          <TextInput
            ref={form.register('title')}
            label={t('moduleDialogs.topic.title')}
            placeholder={t('moduleDialogs.topic.titlePlaceholder')}
            withAsterisk
            value={draft.title}
            maxLength={moduleLimits.topicTitleMax}
            error={shownText(problems.title)}
            autoComplete="off"
            data-autofocus
            style={{ flex: 1 }}
            onChange={(event) => form.setTopic({ title: event.currentTarget.value })}
          />
        </Group>
        <Textarea
          ref={form.register('description')}
          label={t('moduleDialogs.topic.description')}
          placeholder={t('moduleDialogs.topic.descriptionPlaceholder')}
          value={draft.description}
          maxLength={moduleLimits.topicDescriptionMax}
          autosize
          minRows={2}
          maxRows={4}
          error={shownText(problems.description)}
          onChange={(event) => form.setTopic({ description: event.currentTarget.value })}
        />
        <Stack gap={6}>
          <Title order={3} size="h5" id={questionsHeading}>
            {t('moduleDialogs.topic.questions')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('moduleDialogs.topic.questionsHint')}
          </Text>
          {problems.questions && (
            <Text size="sm" c="red.8" role="alert">
              {shownText(problems.questions)}
            </Text>
          )}
          {/* Lines above and below show where the list scrolls when the questions outgrow it. */}
          <Box
            mah={questionListHeight}
            py="xs"
            pr={4}
            style={{ overflowY: 'auto', borderBlock: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Stack
              component="ol"
              gap="xs"
              p={0}
              m={0}
              aria-labelledby={questionsHeading}
              style={{ listStyle: 'none' }}
            >
              {draft.questions.map((question, index) => (
                <QuestionCard
                  key={question.key}
                  question={question}
                  index={index}
                  number={index + 1}
                  count={draft.questions.length}
                  moduleId={moduleId}
                  blockId={blockId}
                  errorOf={(field: QuestionField) => shownText(problems[`${question.key}/${field}`])}
                  register={form.register}
                  onChange={(patch) => form.updateQuestion(question.key, patch)}
                  onMove={(step) => form.moveQuestion(index, step)}
                  onRemove={() => form.removeQuestion(question.key)}
                  onRunningChange={form.trackUpload}
                />
              ))}
            </Stack>
          </Box>
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={!canAddQuestion(draft.questions)}
            onClick={form.addQuestion}
          >
            {t('moduleDialogs.topic.addQuestion')}
          </Button>
        </Stack>
        {form.general && (
          <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
            {shownText(form.general)}
          </Alert>
        )}
        {form.uploading && (
          <Text size="sm" role="status">
            {t('moduleDialogs.upload.waitForUploads')}
          </Text>
        )}
        <FormActions
          onCancel={onCancel}
          saving={form.saving || form.uploading}
          remove={topic ? { label: t('moduleDialogs.topic.remove'), onClick: onRemove } : undefined}
        />
      </Stack>
    </form>
  )
}
