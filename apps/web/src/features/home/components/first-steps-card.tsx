import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'
import { type FirstStep, nextStep, type StepKey } from '../model/first-steps'

/** Where each step is done: the create dialogs open at once where the screen has one. */
const stepTargets: Record<StepKey, string> = {
  subject: `${paths.subjects}?new=1`,
  class: paths.newClass,
  students: paths.groups,
  module: paths.modules,
}

/**
 * The first steps with what is done ticked off (icon and word, never colour alone); the next open
 * step carries the one primary button. Gone once every step is done.
 */
export function FirstStepsCard({ steps }: { steps: FirstStep[] }) {
  const { t } = useTranslation()
  const next = nextStep(steps)
  if (!next) return null
  const done = steps.filter((step) => step.done).length

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="first-steps-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="first-steps-title">
          {t('home.steps.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('home.steps.progress', { done, total: steps.length })}
        </Text>
      </Group>
      <List spacing="md" listStyleType="none" styles={{ itemWrapper: { width: '100%' } }}>
        {steps.map((step) => (
          <List.Item
            key={step.key}
            icon={
              <ThemeIcon
                color={step.done ? 'teal' : 'gray'}
                variant="light"
                radius="xl"
                size={32}
                aria-hidden
              >
                {step.done ? <IconCircleCheck size={20} /> : <IconCircleDashed size={20} />}
              </ThemeIcon>
            }
          >
            <Group justify="space-between" wrap="nowrap" gap="md" w="100%">
              <Stack gap={2}>
                <Text
                  fw={600}
                  td={step.done ? 'line-through' : undefined}
                  c={step.done ? 'dimmed' : undefined}
                >
                  {t(`home.steps.${step.key}.title`)}
                  <Text span size="sm" c="dimmed" fw={400}>
                    {' · '}
                    {t(step.done ? 'home.steps.done' : 'home.steps.open')}
                  </Text>
                </Text>
                {!step.done && (
                  <Text size="sm" c="dimmed">
                    {t(`home.steps.${step.key}.text`)}
                  </Text>
                )}
              </Stack>
              {!step.done && (
                <Button
                  component={Link}
                  to={stepTargets[step.key]}
                  variant={step.key === next ? 'filled' : 'default'}
                  style={{ flexShrink: 0 }}
                >
                  {t(`home.steps.${step.key}.action`)}
                </Button>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </Paper>
  )
}
