import type { RunningCheckAttempt } from '@lernraster/shared'
import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core'
import { IconClock, IconDeviceFloppy } from '@tabler/icons-react'
import { useState } from 'react'
import { CheckAnswerField, isAnswered } from '../../../../components/check-answer'
import { StoredFile } from '../../../components/stored-file'
import { useTexts } from '../../../language'
import { errorText } from '../../../lib/error-text'
import { fill } from '../../../locales'
import { countdownText } from '../model/time-text'
import { ItemSteps } from './item-steps'
import { useCountdown } from './use-countdown'
import type { useHandIn } from './use-hand-in'

/**
 * A running attempt, one item per view (phone first: the item and its answers fill the screen, the
 * thumb moves on with the buttons below), with the items as numbered steps above, the time left, and
 * handing in with a question when items are left open.
 */
export function AttemptView(props: { attempt: RunningCheckAttempt; handIn: ReturnType<typeof useHandIn> }) {
  const { attempt, handIn } = props
  const texts = useTexts()
  const [current, setCurrent] = useState(0)
  const [confirming, setConfirming] = useState(false)
  const timeUp = () => {
    setConfirming(false)
    handIn.handIn()
  }
  const left = useCountdown(attempt.ends_at, timeUp)
  const items = attempt.items
  const item = items[current]
  const open = items.filter((candidate) => !isAnswered(handIn.answers[candidate.id])).length
  const answering = handIn.state.step === 'answering'
  const go = (index: number) => {
    setCurrent(index)
    setConfirming(false)
    window.scrollTo({ top: 0 })
  }
  const askOrHandIn = () => (open > 0 ? setConfirming(true) : handIn.handIn())
  if (!item) return null
  const last = current === items.length - 1
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} aria-live="polite">
          {fill(texts.check.progress, { current: current + 1, total: items.length })}
        </Text>
        {left !== null && (
          <Group
            gap={4}
            wrap="nowrap"
            aria-label={fill(texts.check.timeLeftLabel, { time: countdownText(left) })}
          >
            <IconClock size={18} aria-hidden />
            <Text
              fw={600}
              c={left < 60_000 ? 'red.9' : undefined}
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {fill(texts.check.timeLeft, { time: countdownText(left) })}
            </Text>
          </Group>
        )}
      </Group>
      <Progress value={((items.length - open) / items.length) * 100} size="sm" aria-hidden />
      <ItemSteps items={items} answers={handIn.answers} current={current} onGo={go} />
      <Paper withBorder radius="md" p="md" data-testid="check-item">
        <CheckAnswerField
          key={item.id}
          item={item}
          answer={handIn.answers[item.id]}
          onChange={(answer) => handIn.answer(item.id, answer)}
          disabled={!answering}
          texts={texts.check.answer}
          picture={
            item.picture ? (
              <StoredFile path={item.picture} alt={fill(texts.check.pictureOf, { number: current + 1 })} />
            ) : undefined
          }
        />
      </Paper>
      <Group grow gap="sm">
        <Button variant="default" mih={48} disabled={current === 0} onClick={() => go(current - 1)}>
          {texts.check.previous}
        </Button>
        {last ? (
          <Button
            mih={48}
            disabled={!answering}
            loading={handIn.state.step === 'sending'}
            onClick={askOrHandIn}
          >
            {texts.check.submit}
          </Button>
        ) : (
          <Button mih={48} onClick={() => go(current + 1)}>
            {texts.check.next}
          </Button>
        )}
      </Group>
      {!last && answering && (
        <Button variant="light" mih={44} onClick={askOrHandIn}>
          {texts.check.submit}
        </Button>
      )}
      {confirming && answering && (
        <Alert color="yellow" title={texts.check.confirmTitle}>
          <Stack gap="sm">
            <Text size="sm">{fill(texts.check.confirmUnanswered, { count: open, total: items.length })}</Text>
            <Group grow gap="sm">
              <Button variant="default" mih={44} onClick={() => setConfirming(false)}>
                {texts.check.keepWorking}
              </Button>
              <Button mih={44} onClick={() => handIn.handIn()}>
                {texts.check.confirmSubmit}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <HandInStatus handIn={handIn} />
    </Stack>
  )
}

/** Whether the answers are kept, being handed in, or waiting for the connection (docs/design.md: say so). */
function HandInStatus({ handIn }: { handIn: ReturnType<typeof useHandIn> }) {
  const texts = useTexts()
  const { state } = handIn
  return (
    <div role="status" aria-live="polite">
      {state.step === 'sending' && <Text c="dimmed">{texts.check.submitting}</Text>}
      {state.step === 'waiting' && (
        <Alert color="yellow" data-testid="check-offline">
          {texts.check.offline}
        </Alert>
      )}
      {state.step === 'refused' && <Alert color="red">{errorText(state.error, texts)}</Alert>}
      {state.step === 'answering' &&
        (handIn.storable ? (
          <Group gap={6} wrap="nowrap">
            <IconDeviceFloppy size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {texts.check.kept}
            </Text>
          </Group>
        ) : (
          <Alert color="yellow">{texts.outbox.unavailable}</Alert>
        ))}
    </div>
  )
}
