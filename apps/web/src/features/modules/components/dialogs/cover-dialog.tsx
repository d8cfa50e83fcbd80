import '../../texts'
import { type ModuleDetail, modalWidths } from '@lernraster/shared'
import { useTranslation } from 'react-i18next'
import { BusyModal } from '../../../../components/busy-modal'
import { CoverForm } from './cover-form'
import { useOpeningSnapshot } from './use-opening-snapshot'

type Props = { module: ModuleDetail; opened: boolean; onClose: () => void }

/**
 * The module's cover image ('Bild ändern' / 'Bild hochladen', 800 px; docs/product/modules.md "Cover image").
 */
export function CoverDialog({ module, opened, onClose }: Props) {
  const { t } = useTranslation()
  const { opening } = useOpeningSnapshot(opened, null)
  return (
    <BusyModal
      opened={opened}
      onClose={onClose}
      title={t('moduleDialogs.cover.title')}
      size={modalWidths.cover}
    >
      {({ close, setBusy }) => (
        <CoverForm
          key={opening}
          moduleId={module.id}
          coverPath={module.cover_path}
          onCancel={close}
          onSaved={onClose}
          onBusyChange={setBusy}
        />
      )}
    </BusyModal>
  )
}
