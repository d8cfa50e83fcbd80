import type { ModuleSummary } from '@lernraster/shared'
import { ActionIcon, Menu } from '@mantine/core'
import { IconCopy, IconDots, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

type Props = {
  module: ModuleSummary
  onDuplicate: () => void
  onRemove: () => void
}

/** A card's less frequent actions, Duplizieren and Löschen, behind one button named for the module. */
export function ModuleMenu({ module, onDuplicate, onRemove }: Props) {
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
        <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={onDuplicate}>
          {t('moduleList.actions.duplicate')}
        </Menu.Item>
        <Menu.Item leftSection={<IconTrash size={16} aria-hidden />} c="red.9" onClick={onRemove}>
          {t('moduleList.actions.remove')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
