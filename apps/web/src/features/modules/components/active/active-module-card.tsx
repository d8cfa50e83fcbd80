import './active-modules.css'
import { type ActiveModule, truncation } from '@lernraster/shared'
import { Button, Card, Code, Group, Stack, Title } from '@mantine/core'
import { IconChartBar, IconPlayerPlay, IconSquareCheck, IconUsers } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { progressOf, studentsProgressOf } from '../../../../lib/progress-links'
import { isFinished } from '../../model/active-modules'
import { ActionLink } from '../overview/action-link'
import { BetaBadge, FinishedBadge } from './beta-badge'
import { ProgressSummary } from './progress-summary'
import { RemoveActivationButton } from './remove-activation-button'
import { Truncated } from './truncated'
import { type OnToggled, useToggleFinished } from './use-toggle-finished'

type Props = {
  activation: ActiveModule
  onRemove: () => void
  onToggled: OnToggled
}

/**
 * One activation as a tile (docs/product/runs.md "Active tab"): the module, its class and subject, the class
 * code and active students, where the class stands, and what the teacher does next. A finished one looks
 * switched off: greyed, with the word 'Abgeschlossen', its title whole.
 */
export function ActiveModuleCard({ activation, onRemove, onToggled }: Props) {
  const { t } = useTranslation()
  const finished = isFinished(activation)
  const { toggle, pending } = useToggleFinished(activation, onToggled)
  const names = { name: activation.name, group: activation.group.name }

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={t('moduleActive.card.label', names)}
      data-activation={activation.id}
      className="active-card"
      data-finished={finished || undefined}
      c={finished ? 'dimmed' : undefined}
    >
      <Stack gap="sm" style={{ flexGrow: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h4" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {/* Cut to 25 while it runs, whole once finished. */}
            {finished ? (
              activation.name
            ) : (
              <Truncated text={activation.name} max={truncation.cardTitleActive} />
            )}
          </Title>
          <RemoveActivationButton names={names} onClick={onRemove} />
        </Group>
        {(activation.beta || finished) && (
          <Group gap={6}>
            {finished && <FinishedBadge />}
            {activation.beta && <BetaBadge />}
          </Group>
        )}
        <dl className="active-card-facts">
          <dt>{t('moduleActive.card.group')}</dt>
          <dd>
            <Truncated text={activation.group.name} max={truncation.className} fw={600} />
          </dd>
          <dt>{t('moduleActive.card.subject')}</dt>
          <dd>
            <Truncated
              text={activation.subject.token}
              max={truncation.subjectToken}
              full={`${activation.subject.token} - ${activation.subject.title}`}
            />
          </dd>
          <dt>{t('moduleActive.card.students')}</dt>
          <dd>{activation.group.active_users}</dd>
          <dt>{t('moduleActive.card.code')}</dt>
          <dd>
            <Code fz="sm" c="inherit" style={{ letterSpacing: '0.08em' }}>
              {activation.group.token}
            </Code>
          </dd>
        </dl>
        <ProgressSummary activation={activation} />
      </Stack>
      <Stack gap="xs" mt="md">
        <Group gap="xs" wrap="wrap">
          <Button
            component={Link}
            to={studentsProgressOf(activation)}
            variant="light"
            size="compact-sm"
            leftSection={<IconUsers size={16} aria-hidden />}
            aria-label={t('moduleActive.actions.studentsOf', names)}
          >
            {t('moduleActive.actions.students')}
          </Button>
          <ActionLink
            icon={<IconChartBar size={16} aria-hidden />}
            label={t('moduleActive.actions.statistics')}
            accessibleName={t('moduleActive.actions.statisticsOf', names)}
            to={progressOf(activation)}
          />
        </Group>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={
            finished ? <IconPlayerPlay size={16} aria-hidden /> : <IconSquareCheck size={16} aria-hidden />
          }
          loading={pending}
          onClick={toggle}
          data-action="toggle-finished"
          aria-label={t(
            finished ? 'moduleActive.actions.reactivateOf' : 'moduleActive.actions.finishOf',
            names,
          )}
          style={{ alignSelf: 'flex-start' }}
        >
          {t(finished ? 'moduleActive.actions.reactivate' : 'moduleActive.actions.finish')}
        </Button>
      </Stack>
    </Card>
  )
}
