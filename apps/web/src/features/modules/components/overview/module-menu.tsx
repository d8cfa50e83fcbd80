import type { ModuleSummary } from '@lernraster/shared'
import { ActionIcon, Menu } from '@mantine/core'
import {
  IconArrowBackUp,
  IconBuildingStore,
  IconCopy,
  IconDots,
  IconExternalLink,
  IconPencil,
  IconShare,
  IconTrash,
  IconUpload,
  IconWorldOff,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useAppConfig } from '../../../../lib/app-config'
import { storeModuleUrl } from '../../model/available-modules'
import { publicationOffer } from '../../model/publication'
import type { OwnModuleActions } from './module-actions'

type Props = { module: ModuleSummary; actions: OwnModuleActions }

/**
 * A module's less frequent actions behind one button named for the module: the store's (publish or a
 * new version, its metadata, its store page), Teilen, Duplizieren and Löschen.
 */
export function ModuleMenu({ module, actions }: Props) {
  const { t } = useTranslation()
  const config = useAppConfig()
  const offer = publicationOffer(module)
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
        <Menu.Item
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={() => actions.onPublish(module)}
        >
          {offer.publish === 'newVersion'
            ? t('publishing.actions.newVersion')
            : t('publishing.actions.publish')}
        </Menu.Item>
        {offer.editMetaData && (
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => actions.onEditMetaData(module)}
          >
            {t('publishing.actions.editMetaData')}
          </Menu.Item>
        )}
        {offer.withdraw && (
          <Menu.Item
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={() => actions.onStoreExit(module, 'withdraw')}
          >
            {t('publishing.actions.withdraw')}
          </Menu.Item>
        )}
        {offer.storeModuleId !== null && config && (
          <Menu.Item
            component="a"
            href={storeModuleUrl(config.urls.store, offer.storeModuleId)}
            target="_blank"
            rel="noopener"
            leftSection={<IconBuildingStore size={16} aria-hidden />}
            rightSection={<IconExternalLink size={14} aria-hidden />}
          >
            {t('publishing.actions.viewInStore')}
          </Menu.Item>
        )}
        {offer.unlist && (
          <Menu.Item
            leftSection={<IconWorldOff size={16} aria-hidden />}
            onClick={() => actions.onStoreExit(module, 'unlist')}
          >
            {t('publishing.actions.unlist')}
          </Menu.Item>
        )}
        <Menu.Divider />
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
