import { type ModuleSummary, modalWidths } from '@lernraster/shared'
import { Modal } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { publicationOffer } from '../../model/publication'
import { PublishForm, type PublishMode } from './publish-form'

export type PublishDialogState = { module: ModuleSummary; mode: PublishMode } | null

type Props = { state: PublishDialogState; onClose: () => void }

/** Publish and edit metadata (docs/product/store.md "Metadata and lists"), one form for both. */
export function PublishDialog({ state, onClose }: Props) {
  const { t } = useTranslation()
  const title = state ? t(...titleOf(state)) : ''
  // The preview shows the store page, as wide as the screen allows (issue 38).
  const [previewing, setPreviewing] = useState(false)
  const close = () => {
    setPreviewing(false)
    onClose()
  }
  return (
    <Modal
      opened={state !== null}
      onClose={close}
      title={title}
      size={previewing ? 'min(1180px, 96vw)' : modalWidths.default}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {state && (
        <PublishForm
          module={state.module}
          mode={state.mode}
          onDone={close}
          onCancel={close}
          onPreview={setPreviewing}
        />
      )}
    </Modal>
  )
}

/** The dialog's title key: editing, a first publication or a new version. */
function titleOf(state: NonNullable<PublishDialogState>) {
  const name = { name: state.module.name }
  if (state.mode === 'editMetaData') return ['publishing.dialog.editTitle', name] as const
  return publicationOffer(state.module).publish === 'newVersion'
    ? (['publishing.dialog.newVersionTitle', name] as const)
    : (['publishing.dialog.publishTitle', name] as const)
}
