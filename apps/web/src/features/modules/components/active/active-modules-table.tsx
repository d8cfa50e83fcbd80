import './active-modules.css'
import { type ActiveModule, truncation } from '@lernraster/shared'
import { Code, Group, Stack, Switch, Table, Text } from '@mantine/core'
import { IconChartBar, IconUsers } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { progressOf, studentsProgressOf } from '../../../../lib/progress-links'
import { isFinished, subjectLabel } from '../../model/active-modules'
import { ActionLink } from '../overview/action-link'
import { BetaBadge, FinishedBadge } from './beta-badge'
import { RemoveActivationButton } from './remove-activation-button'
import { Truncated } from './truncated'
import { type OnToggled, useToggleFinished } from './use-toggle-finished'

type Props = {
  activations: ActiveModule[]
  onRemove: (activation: ActiveModule) => void
  onToggled: OnToggled
}

/**
 * The activations as a list, with the columns of docs/product/runs.md "Active tab": name (Beta tag), class,
 * code, subject ('token - title', cut to 50), actions, remove, and the switch that is on for a finished
 * module. Narrow enough for 1024 px: the two links stacked, the remove column the card's delete icon.
 */
export function ActiveModulesTable({ activations, onRemove, onToggled }: Props) {
  const { t } = useTranslation()
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table verticalSpacing="xs" horizontalSpacing={6} highlightOnHover aria-label={t('moduleActive.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('moduleActive.columns.name')}</Table.Th>
            <Table.Th>{t('moduleActive.columns.group')}</Table.Th>
            <Table.Th>{t('moduleActive.columns.code')}</Table.Th>
            <Table.Th>{t('moduleActive.columns.subject')}</Table.Th>
            <Table.Th>{t('moduleActive.columns.actions')}</Table.Th>
            <Table.Th>{t('moduleActive.columns.remove')}</Table.Th>
            <Table.Th>{t('moduleActive.columns.finished')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {activations.map((activation) => (
            <ActiveModuleRow
              key={activation.id}
              activation={activation}
              onRemove={() => onRemove(activation)}
              onToggled={onToggled}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

type RowProps = { activation: ActiveModule; onRemove: () => void; onToggled: OnToggled }

function ActiveModuleRow({ activation, onRemove, onToggled }: RowProps) {
  const { t } = useTranslation()
  const { toggle, pending, finished: shownFinished } = useToggleFinished(activation, onToggled)
  const finished = isFinished(activation)
  const names = { name: activation.name, group: activation.group.name }
  const subject = `${activation.subject.token} - ${activation.subject.title}`
  return (
    <Table.Tr className={finished ? 'active-row-finished' : undefined} data-activation={activation.id}>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          {/* The width caps the cell: a long name is cut here, not by squeezing the others. */}
          <Text fw={600} size="sm" maw={170} truncate="end" title={activation.name}>
            {activation.name}
          </Text>
          {(activation.beta || finished) && (
            <Group gap={4}>
              {finished && <FinishedBadge />}
              {activation.beta && <BetaBadge />}
            </Group>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Truncated text={activation.group.name} max={truncation.className} size="sm" />
      </Table.Td>
      <Table.Td>
        <Code fz="sm" c="inherit" style={{ letterSpacing: '0.08em' }}>
          {activation.group.token}
        </Code>
      </Table.Td>
      <Table.Td>
        <Text size="sm" maw={140} truncate="end" title={subject}>
          {subjectLabel(activation.subject)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <ActionLink
            icon={<IconUsers size={16} aria-hidden />}
            label={t('moduleActive.actions.students')}
            accessibleName={t('moduleActive.actions.studentsOf', names)}
            to={studentsProgressOf(activation)}
          />
          <ActionLink
            icon={<IconChartBar size={16} aria-hidden />}
            label={t('moduleActive.actions.statistics')}
            accessibleName={t('moduleActive.actions.statisticsOf', names)}
            to={progressOf(activation)}
          />
        </Stack>
      </Table.Td>
      <Table.Td>
        <RemoveActivationButton names={names} onClick={onRemove} />
      </Table.Td>
      <Table.Td>
        {/* On when finished (status 4); its name says so, so it is not read as 'aktiv'. */}
        <Switch
          w="fit-content"
          checked={shownFinished}
          aria-label={t('moduleActive.actions.finishedOf', names)}
          aria-busy={pending || undefined}
          data-action="toggle-finished"
          onChange={() => {
            if (!pending) toggle()
          }}
        />
      </Table.Td>
    </Table.Tr>
  )
}
