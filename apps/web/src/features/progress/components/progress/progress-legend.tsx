import { tooFastMinutes } from '@lernraster/shared'
import { Group, Paper, Stack, Text } from '@mantine/core'
import { IconArrowsDiff, IconHandStop } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { deviationFill } from '../../model/goal-colour'

const swatches = [
  { key: 'above', fill: deviationFill({ side: 'above', difference: 1.2, intensity: 0.8 }) },
  { key: 'below', fill: deviationFill({ side: 'below', difference: -1.2, intensity: 0.8 }) },
  // Issue 31: stripes over the side's colour; too fast no longer turns a bar red.
  { key: 'tooFast', fill: deviationFill({ side: 'above', difference: 0.6, intensity: 0.5 }), tooFast: true },
  { key: 'none', fill: deviationFill({ side: 'none' }) },
] as const

/**
 * Scale of the light and strong ends of each side (docs/product/progress.md "Above or below the goal": 0.2 to
 * 0.8).
 */
const intensities = [0.2, 0.5, 0.8] as const

/**
 * What the tiles' colours, stripes and arrows mean (docs/design.md "Status and colour": colour is
 * never the only signal).
 */
export function ProgressLegend() {
  const { t } = useTranslation()
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="progress-legend-title">
      <Text id="progress-legend-title" fw={600} size="sm" mb="xs">
        {t('progressStats.legend.title')}
      </Text>
      <Stack gap={6}>
        <Text size="sm">{t('progressStats.legend.bars')}</Text>
        <Group gap="lg" role="list" style={{ rowGap: 6 }}>
          {swatches.map((swatch) => (
            <Group key={swatch.key} gap={6} wrap="nowrap" role="listitem">
              <span
                className="progress-swatch"
                data-too-fast={'tooFast' in swatch || undefined}
                style={{ backgroundColor: swatch.fill }}
                aria-hidden
              />
              <Text size="sm">{t(`progressStats.legend.${swatch.key}`, { minutes: tooFastMinutes })}</Text>
            </Group>
          ))}
        </Group>
        <Group gap={6} wrap="nowrap">
          <Group gap={2} wrap="nowrap" aria-hidden>
            {intensities.map((intensity) => (
              <span
                key={`below-${intensity}`}
                className="progress-swatch"
                style={{ backgroundColor: deviationFill({ side: 'below', difference: -1, intensity }) }}
              />
            ))}
            {intensities.map((intensity) => (
              <span
                key={`above-${intensity}`}
                className="progress-swatch"
                style={{ backgroundColor: deviationFill({ side: 'above', difference: 1, intensity }) }}
              />
            ))}
          </Group>
          <Text size="sm">{t('progressStats.legend.intensity')}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <span className="progress-tile-gaps" aria-hidden style={{ flexShrink: 0 }}>
            <IconArrowsDiff size={14} /> ↑2 ↓1
          </span>
          <Text size="sm">{t('progressStats.legend.gaps')}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <span className="progress-tile-help" aria-hidden style={{ flexShrink: 0 }}>
            <IconHandStop size={14} /> 1
          </span>
          <Text size="sm">{t('progressStats.legend.help')}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('progressStats.legend.open')}
        </Text>
      </Stack>
    </Paper>
  )
}
