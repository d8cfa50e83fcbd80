import { Group, Select, Text } from '@mantine/core'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { TopicTypeIcon } from '../../../../components/topic-type/topic-type-icon'
import { useTopicTypeTitle } from '../../../../components/topic-type/use-topic-type-title'
import { failureKey } from '../../../../lib/api-error'
import { useTopicTypesQuery } from '../../api/topic-types'

type Props = {
  ref: Ref<HTMLInputElement>
  value: number
  onChange: (id: number) => void
  error?: string
}

/**
 * The topic's type, each with its icon (docs/product/modules.md "Topics and questions"); 'normal' is
 * preselected for a new topic.
 */
export function TopicTypeSelect({ ref, value, onChange, error }: Props) {
  const { t } = useTranslation()
  const types = useTopicTypesQuery()
  const titleOf = useTopicTypeTitle()
  const data = (types.data ?? []).map((type) => ({ value: String(type.id), label: titleOf(type) }))
  const iconOf = (id: string) => types.data?.find((type) => String(type.id) === id)?.icon ?? 'book'
  return (
    <Select
      ref={ref}
      label={t('moduleDialogs.topic.type')}
      data={data}
      value={String(value)}
      onChange={(selected) => selected && onChange(Number(selected))}
      allowDeselect={false}
      disabled={!types.isSuccess}
      placeholder={types.isPending ? t('moduleDialogs.topic.typesLoading') : undefined}
      error={error ?? (types.isError ? t(failureKey(types.error)) : undefined)}
      leftSection={types.isSuccess ? <TopicTypeIcon icon={iconOf(String(value))} /> : undefined}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <TopicTypeIcon icon={iconOf(option.value)} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
    />
  )
}
