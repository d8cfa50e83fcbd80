import { type CheckOpens, checkLimits } from '@lernraster/shared'
import { Group, NativeSelect, NumberInput, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { CheckDraft, TypedInt } from './check-draft'

type Props = {
  draft: CheckDraft
  /** The check was taken: its pass mark stays (decision 053); the rest concerns attempts to come. */
  locked: boolean
  errorOf: (path: string) => string | undefined
  onChange: (patch: Partial<Omit<CheckDraft, 'items'>>) => void
}

const typedInt = (value: number | string): TypedInt => (typeof value === 'number' ? value : '')

/** Pass mark, when the check opens, the waiting time, the number of attempts and the time limit. */
export function CheckSettings({ draft, locked, errorOf, onChange }: Props) {
  const { t } = useTranslation()
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('checkEditor.settings.heading')}
      </Title>
      {/* Fixed widths in a wrapping row: each field as wide as its values, labels on one line. */}
      <Group gap="md" align="flex-start">
        <NumberInput
          w={190}
          label={t('checkEditor.settings.passPercent')}
          value={draft.passPercent}
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          suffix=" %"
          disabled={locked}
          error={errorOf('pass_percent')}
          onChange={(value) => onChange({ passPercent: typedInt(value) })}
        />
        <NativeSelect
          w={360}
          label={t('checkEditor.settings.opens')}
          value={draft.opens}
          error={errorOf('opens')}
          data={[
            { value: 'rated', label: t('checkEditor.settings.opensRated') },
            { value: 'always', label: t('checkEditor.settings.opensAlways') },
          ]}
          onChange={(event) => onChange({ opens: event.currentTarget.value as CheckOpens })}
        />
        <NumberInput
          w={290}
          label={t('checkEditor.settings.waitHours')}
          suffix={` ${t('checkEditor.settings.hoursUnit')}`}
          value={draft.waitHours}
          min={0}
          max={checkLimits.waitHoursMax}
          allowDecimal={false}
          allowNegative={false}
          error={errorOf('wait_hours')}
          onChange={(value) => onChange({ waitHours: typedInt(value) })}
        />
        <LimitField
          label={t('checkEditor.settings.attempts')}
          noneLabel={t('checkEditor.settings.attemptsUnlimited')}
          someLabel={t('checkEditor.settings.attemptsLimited')}
          countLabel={t('checkEditor.settings.attemptsCount')}
          limited={draft.attemptsLimited}
          value={draft.maxAttempts}
          max={checkLimits.attemptsMax}
          error={errorOf('max_attempts')}
          onLimited={(attemptsLimited) => onChange({ attemptsLimited })}
          onValue={(maxAttempts) => onChange({ maxAttempts })}
        />
        <LimitField
          label={t('checkEditor.settings.timeLimit')}
          noneLabel={t('checkEditor.settings.timeLimitNone')}
          someLabel={t('checkEditor.settings.timeLimitMinutes')}
          countLabel={t('checkEditor.settings.timeLimitCount')}
          limited={draft.timeLimited}
          value={draft.timeLimitMinutes}
          max={checkLimits.timeLimitMinutesMax}
          error={errorOf('time_limit_minutes')}
          onLimited={(timeLimited) => onChange({ timeLimited })}
          onValue={(timeLimitMinutes) => onChange({ timeLimitMinutes })}
        />
      </Group>
    </Stack>
  )
}

type LimitProps = {
  label: string
  noneLabel: string
  someLabel: string
  countLabel: string
  limited: boolean
  value: TypedInt
  max: number
  error?: string
  onLimited: (limited: boolean) => void
  onValue: (value: TypedInt) => void
}

/** "unbegrenzt" / "keine", or a number: a select and, once limited, the number beside it. */
function LimitField(props: LimitProps) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <NativeSelect
        label={props.label}
        value={props.limited ? 'some' : 'none'}
        data={[
          { value: 'none', label: props.noneLabel },
          { value: 'some', label: props.someLabel },
        ]}
        onChange={(event) => props.onLimited(event.currentTarget.value === 'some')}
      />
      {props.limited && (
        <NumberInput
          aria-label={props.countLabel}
          w={90}
          value={props.value}
          min={1}
          max={props.max}
          allowDecimal={false}
          allowNegative={false}
          error={props.error}
          onChange={(value) => props.onValue(typedInt(value))}
        />
      )}
    </Group>
  )
}
