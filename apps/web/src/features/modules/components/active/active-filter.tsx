import { Checkbox, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ActiveFilter as Filter } from '../../model/active-modules'

type Props = {
  filter: Filter
  onChange: (filter: Filter) => void
  /** The lists' lengths; null until loaded, so no "(0)" is claimed before anyone has looked. */
  counts: { active: number | null; finished: number | null }
}

/** docs/product/runs.md "Active tab": 'Aktive (n)' and 'Abgeschlossene (n)' filter the combined list. */
export function ActiveFilter({ filter, onChange, counts }: Props) {
  const { t } = useTranslation()
  const label = (kind: 'active' | 'finished') => {
    const count = counts[kind]
    return count === null
      ? t(`moduleActive.filter.${kind}`)
      : t(`moduleActive.filter.${kind === 'active' ? 'activeCount' : 'finishedCount'}`, { count })
  }
  return (
    <Group gap="lg" role="group" aria-label={t('moduleActive.filter.label')}>
      {(['active', 'finished'] as const).map((kind) => (
        <Checkbox
          key={kind}
          label={label(kind)}
          checked={filter[kind]}
          onChange={(event) => onChange({ ...filter, [kind]: event.currentTarget.checked })}
          data-filter={kind}
        />
      ))}
    </Group>
  )
}
