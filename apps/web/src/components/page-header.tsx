import { Anchor, Group, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

type Props = {
  title: string
  /** A short sentence under the title, where the page needs explaining. */
  description?: ReactNode
  /** The page's primary action, at the right of the title row. */
  action?: ReactNode
  /** Where "back" leads, shown above the title ("← Module"), never at the bottom. */
  back?: { to: string; label: string }
}

/**
 * The title row of every page, in the same place and size: back link above, title left, primary
 * action right, explanation below. The title also names the browser tab, so screen readers
 * announce the page.
 */
export function PageHeader({ title, description, action, back }: Props) {
  const { t } = useTranslation()
  useEffect(() => {
    document.title = `${title} · ${t('common.appName')}`
  }, [title, t])
  return (
    <div className="page-title-area">
      {back && (
        <Anchor component={Link} to={back.to} size="sm" className="page-back-link">
          <IconArrowLeft size={16} aria-hidden />
          {back.label}
        </Anchor>
      )}
      <Group justify="space-between" align="center" wrap="nowrap" gap="md" mih={44}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {action}
      </Group>
      {description && (
        <Text mt={4} maw={760} c="dimmed">
          {description}
        </Text>
      )}
    </div>
  )
}
