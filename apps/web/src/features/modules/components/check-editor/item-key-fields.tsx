import { checkLimits } from '@lernraster/shared'
import { Checkbox, Group, Radio, Stack, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { type ItemDraft, newOptionId, type OptionDraft } from './check-draft'
import { withEntry, withoutEntry } from './check-moves'
import { EntryList } from './entry-list'

export type ItemFieldsProps = {
  item: ItemDraft
  number: number
  /** The check was taken: its answers and right answers stay as they are (decision 053). */
  locked: boolean
  errorOf: (path: string) => string | undefined
  onChange: (patch: Partial<ItemDraft>) => void
}

const optionTexts = (options: OptionDraft[]) => options.map((option) => option.text)
const withOptionText = (options: OptionDraft[], index: number, text: string) =>
  withEntry(options, index, { ...(options[index] as OptionDraft), text })
const withNewOption = (options: OptionDraft[]) => [...options, { id: newOptionId(options), text: '' }]

/** What makes the item right: the choices, the number, the accepted texts or the steps. */
export function ItemKeyFields(props: ItemFieldsProps) {
  switch (props.item.kind) {
    case 'single':
    case 'multiple':
      return <ChoiceFields {...props} />
    case 'number':
      return <NumberFields {...props} />
    case 'text':
      return <TextFields {...props} />
    case 'order':
      return <StepFields {...props} />
  }
}

function ChoiceFields({ item, locked, errorOf, onChange }: ItemFieldsProps) {
  const { t } = useTranslation()
  const single = item.kind === 'single'
  const choose = (id: string, checked: boolean) =>
    onChange({
      correct: single ? [id] : checked ? [...item.correct, id] : item.correct.filter((right) => right !== id),
    })
  return (
    <EntryList
      heading={t('checkEditor.options.heading')}
      hint={t('checkEditor.options.enterHint')}
      entries={optionTexts(item.options)}
      min={checkLimits.optionsMin}
      max={checkLimits.optionsMax}
      maxLength={checkLimits.optionMax}
      labelOf={(number) => t('checkEditor.options.option', { number })}
      removeLabelOf={(number) => t('checkEditor.options.remove', { number })}
      addLabel={t('checkEditor.options.add')}
      fixed={locked}
      onText={(index, text) => onChange({ options: withOptionText(item.options, index, text) })}
      onAdd={() => onChange({ options: withNewOption(item.options) })}
      onRemove={(index) => {
        const gone = item.options[index]?.id
        onChange({
          options: withoutEntry(item.options, index),
          correct: item.correct.filter((right) => right !== gone),
        })
      }}
      errorAt={(index) => errorOf(`options.${index}.text`) ?? errorOf(`options.${index}.id`)}
      listError={errorOf('options') ?? errorOf('correct')}
      marker={(index) => {
        const option = item.options[index] as OptionDraft
        const checked = item.correct.includes(option.id)
        const label = t('checkEditor.options.rightOf', { number: index + 1 })
        const Marker = single ? Radio : Checkbox
        return (
          <Marker
            mt={8}
            name={single ? `right-${item.key}` : undefined}
            label={t('checkEditor.options.right')}
            aria-label={label}
            checked={checked}
            disabled={locked}
            onChange={(event) => choose(option.id, event.currentTarget.checked)}
          />
        )
      }}
    />
  )
}

function NumberFields({ item, locked, errorOf, onChange }: ItemFieldsProps) {
  const { t } = useTranslation()
  return (
    <Group gap="sm" align="flex-start" grow>
      <TextInput
        label={t('checkEditor.number.answer')}
        inputMode="decimal"
        withAsterisk
        value={item.answer}
        readOnly={locked}
        error={errorOf('answer')}
        autoComplete="off"
        onChange={(event) => onChange({ answer: event.currentTarget.value })}
      />
      <TextInput
        label={t('checkEditor.number.tolerance')}
        inputMode="decimal"
        placeholder="0"
        value={item.tolerance}
        readOnly={locked}
        error={errorOf('tolerance')}
        autoComplete="off"
        onChange={(event) => onChange({ tolerance: event.currentTarget.value })}
      />
      <TextInput
        label={t('checkEditor.number.unit')}
        placeholder={t('checkEditor.number.unitPlaceholder')}
        value={item.unit}
        maxLength={checkLimits.unitMax}
        readOnly={locked}
        error={errorOf('unit')}
        autoComplete="off"
        onChange={(event) => onChange({ unit: event.currentTarget.value })}
      />
    </Group>
  )
}

function TextFields({ item, locked, errorOf, onChange }: ItemFieldsProps) {
  const { t } = useTranslation()
  return (
    <Stack gap="xs">
      <EntryList
        heading={t('checkEditor.text.heading')}
        hint={t('checkEditor.text.hint')}
        entries={item.accepted}
        min={1}
        max={checkLimits.acceptedMax}
        maxLength={checkLimits.acceptedTextMax}
        labelOf={(number) => t('checkEditor.text.accepted', { number })}
        removeLabelOf={(number) => t('checkEditor.text.remove', { number })}
        addLabel={t('checkEditor.text.add')}
        fixed={locked}
        textsLocked={locked}
        onText={(index, text) => onChange({ accepted: withEntry(item.accepted, index, text) })}
        onAdd={() => onChange({ accepted: [...item.accepted, ''] })}
        onRemove={(index) => onChange({ accepted: withoutEntry(item.accepted, index) })}
        errorAt={(index) => errorOf(`accepted.${index}`)}
        listError={errorOf('accepted')}
      />
      <Checkbox
        label={t('checkEditor.text.foldUmlauts')}
        checked={item.foldUmlauts}
        disabled={locked}
        onChange={(event) => onChange({ foldUmlauts: event.currentTarget.checked })}
      />
    </Stack>
  )
}

function StepFields({ item, locked, errorOf, onChange }: ItemFieldsProps) {
  const { t } = useTranslation()
  return (
    <EntryList
      heading={t('checkEditor.steps.heading')}
      hint={t('checkEditor.steps.hint')}
      entries={optionTexts(item.steps)}
      min={checkLimits.optionsMin}
      max={checkLimits.optionsMax}
      maxLength={checkLimits.optionMax}
      labelOf={(number) => t('checkEditor.steps.step', { number })}
      removeLabelOf={(number) => t('checkEditor.steps.remove', { number })}
      addLabel={t('checkEditor.steps.add')}
      fixed={locked}
      onText={(index, text) => onChange({ steps: withOptionText(item.steps, index, text) })}
      onAdd={() => onChange({ steps: withNewOption(item.steps) })}
      onRemove={(index) => onChange({ steps: withoutEntry(item.steps, index) })}
      errorAt={(index) => errorOf(`steps.${index}.text`) ?? errorOf(`steps.${index}.id`)}
      listError={errorOf('steps')}
    />
  )
}
