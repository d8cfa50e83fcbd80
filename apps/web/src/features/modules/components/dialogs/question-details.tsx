import {
  moduleLimits,
  SolutionType,
  type SolutionTypeId,
  type sourceTypes,
  withLinkScheme,
} from '@lernraster/shared'
import { SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { type UploadOptions, uploadFile, uploadSource } from '../../api/upload-file'
import type { LinkKind, QuestionDraft } from '../../model/topic-form'
import { type FieldId, type QuestionField, questionFieldId } from '../../model/topic-form-check'
import { UploadField } from './upload-field'

export type QuestionDetailsProps = {
  question: QuestionDraft
  number: number
  disabled: boolean
  moduleId: number
  blockId: number
  errorOf: (field: QuestionField) => string | undefined
  register: (field: FieldId) => (element: HTMLElement | null) => void
  onChange: (patch: Partial<QuestionDraft>) => void
  onRunningChange: (running: boolean) => void
}

/** Only a changed value is a change: leaving a field must not take its message away. */
function withScheme(typed: string, change: (link: string) => void) {
  const link = withLinkScheme(typed)
  if (link !== typed) change(link)
}

const sendContent = (file: File, options: UploadOptions) => uploadFile(file, options)

/** Link or file, the solution (file by default, text or link) and the two source files of one question. */
export function QuestionDetails(props: QuestionDetailsProps) {
  const { question, number, disabled, moduleId, blockId, errorOf, register, onChange, onRunningChange } =
    props
  const { t } = useTranslation()
  const ref = (field: QuestionField) => register(questionFieldId(question.key, field))
  const sendSource = (type: (typeof sourceTypes)[number]) => (file: File, options: UploadOptions) =>
    uploadSource(file, { module_id: moduleId, block_id: blockId, type }, options)
  const linkHeading = useId()
  const solutionHeading = useId()

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <Stack gap={6} role="group" aria-labelledby={linkHeading}>
        <Text size="sm" fw={600} id={linkHeading}>
          {t('moduleDialogs.question.linkGroup', { number })}
        </Text>
        <SegmentedControl
          size="xs"
          w="fit-content"
          aria-label={t('moduleDialogs.question.linkKind')}
          disabled={disabled}
          value={question.linkKind}
          onChange={(value) => onChange({ linkKind: value as LinkKind })}
          data={[
            { value: 'web', label: t('moduleDialogs.question.linkWeb') },
            { value: 'file', label: t('moduleDialogs.question.linkFile') },
          ]}
        />
        {question.linkKind === 'web' ? (
          <TextInput
            ref={ref('link')}
            label={t('moduleDialogs.question.link')}
            placeholder={t('moduleDialogs.question.linkPlaceholder')}
            value={question.webLink}
            maxLength={moduleLimits.linkMax}
            disabled={disabled}
            error={errorOf('link')}
            autoComplete="off"
            onChange={(event) => onChange({ webLink: event.currentTarget.value })}
            // docs/product/modules.md "Topics and questions": a bare address gets http:// as soon as the
            // field is left.
            onBlur={(event) => withScheme(event.currentTarget.value, (webLink) => onChange({ webLink }))}
          />
        ) : (
          <UploadField
            label={t('moduleDialogs.question.linkFileLabel')}
            kind="content"
            value={question.linkFile}
            onChange={(linkFile) => onChange({ linkFile })}
            send={sendContent}
            disabled={disabled}
            error={errorOf('link')}
            buttonRef={ref('link')}
            onRunningChange={onRunningChange}
          />
        )}
      </Stack>
      <Stack gap={6} role="group" aria-labelledby={solutionHeading}>
        <Text size="sm" fw={600} id={solutionHeading}>
          {t('moduleDialogs.question.solutionGroup', { number })}
        </Text>
        <SegmentedControl
          size="xs"
          w="fit-content"
          aria-label={t('moduleDialogs.question.solutionKind')}
          disabled={disabled}
          value={String(question.solutionType)}
          onChange={(value) => onChange({ solutionType: Number(value) as SolutionTypeId })}
          data={[
            { value: String(SolutionType.file), label: t('moduleDialogs.question.solutionFile') },
            { value: String(SolutionType.text), label: t('moduleDialogs.question.solutionText') },
            { value: String(SolutionType.link), label: t('moduleDialogs.question.solutionLink') },
          ]}
        />
        {question.solutionType === SolutionType.text && (
          <Textarea
            ref={ref('solution')}
            label={t('moduleDialogs.question.solutionTextLabel')}
            value={question.solutionText}
            maxLength={moduleLimits.solutionTextMax}
            autosize
            minRows={2}
            maxRows={6}
            disabled={disabled}
            error={errorOf('solution')}
            onChange={(event) => onChange({ solutionText: event.currentTarget.value })}
          />
        )}
        {question.solutionType === SolutionType.link && (
          <TextInput
            ref={ref('solution')}
            label={t('moduleDialogs.question.solutionLinkLabel')}
            placeholder={t('moduleDialogs.question.linkPlaceholder')}
            value={question.solutionLink}
            maxLength={moduleLimits.linkMax}
            disabled={disabled}
            error={errorOf('solution')}
            autoComplete="off"
            onChange={(event) => onChange({ solutionLink: event.currentTarget.value })}
            onBlur={(event) =>
              withScheme(event.currentTarget.value, (solutionLink) => onChange({ solutionLink }))
            }
          />
        )}
        {question.solutionType === SolutionType.file && (
          <UploadField
            label={t('moduleDialogs.question.solutionFileLabel')}
            kind="content"
            value={question.solutionFile}
            onChange={(solutionFile) => onChange({ solutionFile })}
            send={sendContent}
            disabled={disabled}
            error={errorOf('solution')}
            buttonRef={ref('solution')}
            onRunningChange={onRunningChange}
          />
        )}
      </Stack>
      <UploadField
        label={t('moduleDialogs.question.sourceQuestion')}
        kind="source"
        value={question.sourceQuestion}
        onChange={(sourceQuestion) => onChange({ sourceQuestion })}
        send={sendSource('SourceQuestion')}
        disabled={disabled}
        error={errorOf('source_question')}
        buttonRef={ref('source_question')}
        onRunningChange={onRunningChange}
      />
      <UploadField
        label={t('moduleDialogs.question.sourceSolution')}
        kind="source"
        value={question.sourceSolution}
        onChange={(sourceSolution) => onChange({ sourceSolution })}
        send={sendSource('SourceSolution')}
        disabled={disabled}
        error={errorOf('source_solution')}
        buttonRef={ref('source_solution')}
        onRunningChange={onRunningChange}
      />
    </SimpleGrid>
  )
}
