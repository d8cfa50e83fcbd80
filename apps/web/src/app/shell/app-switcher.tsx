import { Role } from '@lernraster/shared'
import { ActionIcon, Menu } from '@mantine/core'
import { IconGridDots } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useAppConfig } from '../../lib/app-config'

type Entry = { key: 'backoffice' | 'store' | 'student' | 'teacher' | 'website'; href: string }

/**
 * Role 1 sees the Backoffice; everyone else the store, student, teacher apps and website
 * (docs/product/accounts.md "The app frame").
 */
export function AppSwitcher({ roleId }: { roleId: number | undefined }) {
  const { t } = useTranslation()
  const config = useAppConfig()
  if (!config) return null
  const entries: Entry[] =
    roleId === Role.admin
      ? [{ key: 'backoffice', href: config.urls.backoffice }]
      : [
          { key: 'store', href: config.urls.store },
          { key: 'student', href: config.urls.student },
          { key: 'teacher', href: '/' },
          { key: 'website', href: config.urls.website },
        ]

  return (
    <Menu position="bottom-end" withArrow shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('shell.appSwitcher.label')}>
          <IconGridDots size={22} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.appSwitcher.label')}</Menu.Label>
        {entries.map((entry) => (
          <Menu.Item key={entry.key} component="a" href={entry.href}>
            {t(`shell.appSwitcher.${entry.key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
