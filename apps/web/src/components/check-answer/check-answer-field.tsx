import type { CheckAnswer, StudentCheckItem } from '@lernraster/shared'
import { Stack, Text } from '@mantine/core'
import { type ReactNode, useId } from 'react'
import { type CheckAnswerTexts, checkAnswerTextsDe } from './check-answer-texts'
import { MultipleChoiceAnswer, SingleChoiceAnswer } from './choice-answer'
import { OrderAnswer } from './order-answer'
import { NumberAnswer, TextAnswer } from './typed-answer'

/**
 * One item of a check as the student answers it (issue 37), controlled: the caller keeps the answer
 * (the student app in localStorage per attempt, the teacher's preview in its state). `undefined` is
 * unanswered; an answer of another kind than the item's (an item changed since) counts as none.
 */
export function CheckAnswerField(props: {
  item: StudentCheckItem
  answer: CheckAnswer | undefined
  onChange: (answer: CheckAnswer) => void
  disabled?: boolean
  /** The item's picture, shown under the prompt: each app knows where its pictures come from. */
  picture?: ReactNode
  texts?: CheckAnswerTexts
}) {
  const { item, onChange, disabled } = props
  const texts = props.texts ?? checkAnswerTextsDe
  const promptId = useId()
  const answer = props.answer?.kind === item.kind ? props.answer : undefined
  return (
    <Stack gap="sm">
      <Text id={promptId} fw={600} size="lg" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {item.prompt}
      </Text>
      {props.picture}
      {item.kind === 'single' && (
        <SingleChoiceAnswer
          item={item}
          value={answer?.kind === 'single' ? answer.option : undefined}
          onChange={(option) => onChange({ kind: 'single', option })}
          disabled={disabled}
          labelledBy={promptId}
        />
      )}
      {item.kind === 'multiple' && (
        <MultipleChoiceAnswer
          item={item}
          value={answer?.kind === 'multiple' ? answer.options : []}
          onChange={(options) => onChange({ kind: 'multiple', options })}
          disabled={disabled}
          labelledBy={promptId}
          hint={texts.multipleHint}
        />
      )}
      {item.kind === 'number' && (
        <NumberAnswer
          item={item}
          value={answer?.kind === 'number' ? answer.value : ''}
          onChange={(value) => onChange({ kind: 'number', value })}
          disabled={disabled}
          labelledBy={promptId}
          label={texts.numberLabel}
          hint={texts.numberHint}
        />
      )}
      {item.kind === 'text' && (
        <TextAnswer
          value={answer?.kind === 'text' ? answer.value : ''}
          onChange={(value) => onChange({ kind: 'text', value })}
          disabled={disabled}
          labelledBy={promptId}
          label={texts.textLabel}
        />
      )}
      {item.kind === 'order' && (
        <OrderAnswer
          item={item}
          value={answer?.kind === 'order' ? answer.steps : undefined}
          onChange={(steps) => onChange({ kind: 'order', steps })}
          disabled={disabled}
          labelledBy={promptId}
          texts={texts}
        />
      )}
    </Stack>
  )
}
