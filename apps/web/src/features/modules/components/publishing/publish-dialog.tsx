import { type ModuleSummary, modalWidths } from '@lernraster/shared'
import { Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { publicationOffer } from '../../model/publication'
import { PublishForm, type PublishMode } from './publish-form'

export type PublishDialogState = { module: ModuleSummary; mode: PublishMode } | null

type Props = { state: PublishDialogState; onClose: () => void }

/** Publish and edit metadata (docs/product/store.md "Metadata and lists"), one form for both. */
export function PublishDialog({ state, onClose }: Props) {
  const { t } = useTranslation()
  const title = state ? t(...titleOf(state)) : ''
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={title}
      size={modalWidths.default}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {state && <PublishForm module={state.module} mode={state.mode} onDone={onClose} onCancel={onClose} />}
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
