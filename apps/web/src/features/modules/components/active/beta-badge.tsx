import { Badge, Tooltip, VisuallyHidden } from '@mantine/core'
import { IconFlask } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/**
 * docs/product/modules.md "Available tab": a module not in the store carries a Beta tag. What that means is
 * on hover and, for screen readers, part of the tag's text.
 */
export function BetaBadge() {
  const { t } = useTranslation()
  return (
    <Tooltip label={t('moduleActive.betaHint')}>
      <Badge
        variant="light"
        color="grape"
        radius="sm"
        tt="none"
        leftSection={<IconFlask size={12} aria-hidden />}
        style={{ flexShrink: 0 }}
      >
        {t('moduleActive.beta')}
        <VisuallyHidden>{`: ${t('moduleActive.betaHint')}`}</VisuallyHidden>
      </Badge>
    </Tooltip>
  )
}

/**
 * A finished activation says so in a word, not only by its pale look (docs/design.md
 * "Switched-off items").
 */
export function FinishedBadge() {
  const { t } = useTranslation()
  return (
    <Badge variant="light" color="gray" radius="sm" tt="none" style={{ flexShrink: 0 }}>
      {t('moduleActive.finished')}
    </Badge>
  )
}
