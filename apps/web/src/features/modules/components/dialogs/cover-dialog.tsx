import '../../texts'
import { type ModuleDetail, modalWidths } from '@lernraster/shared'
import { Modal } from '@mantine/core'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CoverForm } from './cover-form'
import { useOpeningSnapshot } from './use-opening-snapshot'

type Props = { module: ModuleDetail; opened: boolean; onClose: () => void }

/** The module's cover image (spec 2 §2 'Bild ändern' / 'Bild hochladen', 800 px). */
export function CoverDialog({ module, opened, onClose }: Props) {
  const { t } = useTranslation()
  const { opening } = useOpeningSnapshot(opened, null)
  const [busy, setBusy] = useState(false)
  const onBusyChange = useCallback((next: boolean) => setBusy(next), [])
  const close = () => {
    if (!busy) onClose()
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('moduleDialogs.cover.title')}
      size={modalWidths.cover}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <CoverForm
        key={opening}
        moduleId={module.id}
        coverPath={module.cover_path}
        onCancel={close}
        onSaved={onClose}
        onBusyChange={onBusyChange}
      />
    </Modal>
  )
}
