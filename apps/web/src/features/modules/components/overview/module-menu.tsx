import type { ModuleSummary } from '@lernraster/shared'
import { ActionIcon, Menu } from '@mantine/core'
import { IconCopy, IconDots, IconShare, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { OwnModuleActions } from './module-actions'

type Props = { module: ModuleSummary; actions: OwnModuleActions }

/** A module's less frequent actions, Teilen, Duplizieren and Löschen, behind one button named for the module. */
export function ModuleMenu({ module, actions }: Props) {
  const { t } = useTranslation()
  return (
    <Menu position="bottom-end" withArrow shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          c="gray.8"
          aria-label={t('moduleList.card.more', { name: module.name })}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconShare size={16} aria-hidden />} onClick={() => actions.onShare(module)}>
          {t('moduleList.actions.share')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconCopy size={16} aria-hidden />}
          onClick={() => actions.onDuplicate(module)}
        >
          {t('moduleList.actions.duplicate')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconTrash size={16} aria-hidden />}
          c="red.9"
          onClick={() => actions.onRemove(module)}
        >
          {t('moduleList.actions.remove')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
