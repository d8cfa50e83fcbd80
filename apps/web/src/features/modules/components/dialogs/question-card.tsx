import { moduleLimits } from '@lernraster/shared'
import { ActionIcon, Box, Group, Paper, Text, Textarea, TextInput, Tooltip } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconChevronDown, IconTrash } from '@tabler/icons-react'
import { type ReactNode, type Ref, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmPanel } from '../../../../components/confirm-panel'
import { removalNeedsConfirmation } from '../../model/topic-form'
import { type QuestionField, questionFields } from '../../model/topic-form-check'
import { QuestionDetails, type QuestionDetailsProps } from './question-details'
import { QuestionExtras } from './question-extras'

type Props = Omit<QuestionDetailsProps, 'disabled'> & {
  index: number
  count: number
  onMove: (step: -1 | 1) => void
  onRemove: () => void
}

const detailFields = questionFields.filter((field) => field !== 'title' && field !== 'description')

/**
 * One question as a one-line card: number, title, description, what it holds, and its actions; the
 * details (link, solution, sources) fold out below, so six and more questions fit the dialog. A
 * stored question asks before it goes, inside the card: no second dialog over this one.
 */
export function QuestionCard({ index, count, onMove, onRemove, ...details }: Props) {
  const { question, number, errorOf, register, onChange } = details
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  const [confirming, setConfirming] = useState(false)
  // Two lines keep the list short; the description the teacher is writing gets room to grow.
  const [writing, setWriting] = useState(false)
  const up = useRef<HTMLButtonElement>(null)
  const down = useRef<HTMLButtonElement>(null)
  const remove = useRef<HTMLButtonElement>(null)
  const detailsId = useId()
  // Fields wait for a title (docs/product/modules.md "Topics and questions"); a message in the details opens
  // them, so it is seen.
  const titled = question.title.trim() !== ''
  const expanded = opened || detailFields.some((field: QuestionField) => errorOf(field) !== undefined)
  const label = t('moduleDialogs.question.label', { number })

  // The cursor stays on the arrow pressed, or on the other one when the row reached an end.
  function move(step: -1 | 1) {
    onMove(step)
    const target = index + step
    const next = step < 0 ? (target === 0 ? down : up) : target === count - 1 ? up : down
    requestAnimationFrame(() => next.current?.focus())
  }

  if (confirming) {
    return (
      <Paper component="li" withBorder p="sm" radius="md" bg="red.0" aria-label={label}>
        <ConfirmPanel
          question={t('moduleDialogs.question.removeQuestion')}
          text={t('moduleDialogs.question.removeText', { title: question.title })}
          confirmLabel={t('moduleDialogs.question.removeConfirm')}
          danger
          onConfirm={onRemove}
          onCancel={() => {
            setConfirming(false)
            requestAnimationFrame(() => remove.current?.focus())
          }}
        />
      </Paper>
    )
  }

  return (
    <Paper component="li" withBorder px="sm" py={8} radius="md" aria-label={label}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Text fw={600} w={26} mt={7} ta="right" aria-hidden>
          {number}.
        </Text>
        <TextInput
          ref={register(`${question.key}/title`)}
          aria-label={t('moduleDialogs.question.title', { number })}
          placeholder={t('moduleDialogs.question.titlePlaceholder')}
          value={question.title}
          maxLength={moduleLimits.questionTitleMax}
          error={errorOf('title')}
          autoComplete="off"
          style={{ flex: 2, minWidth: 0 }}
          onChange={(event) => onChange({ title: event.currentTarget.value })}
        />
        <Textarea
          ref={register(`${question.key}/description`)}
          aria-label={t('moduleDialogs.question.description', { number })}
          placeholder={t('moduleDialogs.question.descriptionPlaceholder')}
          value={question.description}
          maxLength={moduleLimits.questionDescriptionMax}
          autosize
          minRows={1}
          maxRows={writing ? 8 : 2}
          onFocus={() => setWriting(true)}
          onBlur={() => setWriting(false)}
          disabled={!titled}
          error={errorOf('description')}
          style={{ flex: 3, minWidth: 0 }}
          onChange={(event) => onChange({ description: event.currentTarget.value })}
        />
        <Group gap={0} wrap="nowrap" mt={2}>
          <QuestionExtras question={question} />
          <CardAction
            label={t('moduleDialogs.question.details', { number })}
            disabled={!titled}
            onClick={() => setOpened(!expanded)}
            extra={{ 'aria-expanded': expanded, 'aria-controls': detailsId }}
          >
            <IconChevronDown
              size={18}
              aria-hidden
              style={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          </CardAction>
          <CardAction
            ref={up}
            label={t('moduleDialogs.question.moveUp', { number })}
            disabled={index === 0}
            onClick={() => move(-1)}
          >
            <IconArrowUp size={18} aria-hidden />
          </CardAction>
          <CardAction
            ref={down}
            label={t('moduleDialogs.question.moveDown', { number })}
            disabled={index === count - 1}
            onClick={() => move(1)}
          >
            <IconArrowDown size={18} aria-hidden />
          </CardAction>
          <CardAction
            ref={remove}
            label={t('moduleDialogs.question.remove', { number })}
            color="red.9"
            onClick={() => (removalNeedsConfirmation(question) ? setConfirming(true) : onRemove())}
          >
            <IconTrash size={18} aria-hidden />
          </CardAction>
        </Group>
      </Group>
      {/* Folded, not unmounted: an upload on its way goes on while the card is closed. */}
      <Box id={detailsId} hidden={!expanded} pl={34} pt="sm" pb={4}>
        <QuestionDetails {...details} disabled={!titled} />
      </Box>
    </Paper>
  )
}

type ActionProps = {
  ref?: Ref<HTMLButtonElement>
  label: string
  onClick: () => void
  disabled?: boolean
  color?: string
  extra?: Record<`aria-${string}`, string | boolean>
  children: ReactNode
}

/** An icon action of the card, named for screen readers and by a tooltip for the mouse. */
function CardAction({ ref, label, onClick, disabled, color = 'gray', extra, children }: ActionProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        ref={ref}
        variant="subtle"
        color={color}
        size="lg"
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
        {...extra}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  )
}
