import { ModuleStatus, type ModuleSummary } from '@lernraster/shared'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../../components/confirm-dialog'
import { failureKey, isApiError } from '../../../../lib/api-error'
import { showSnackbar } from '../../../../lib/snackbar'
import { useStoreExitMutation } from '../../api/publishing'

export type StoreExitState = { module: ModuleSummary; kind: 'withdraw' | 'unlist' } | null

/**
 * Decision 054: taking back a submission that waits (*Einreichung zurückziehen*) and taking a module off
 * the store (*Aus dem Store nehmen*), each asked first. When the provider decided meanwhile, the
 * server's reason shows and the card is reloaded.
 */
export function StoreExitDialog({ state, onClose }: { state: StoreExitState; onClose: () => void }) {
  const { t } = useTranslation()
  const exit = useStoreExitMutation()
  const kind = state?.kind ?? 'withdraw'
  // Taken off while a new version waits: the provider's confirmation would list it again, say so.
  const versionWaits =
    kind === 'unlist' && state?.module.publication?.status_id === ModuleStatus.awaitingConfirmation
  const confirm = () => {
    if (!state) return
    exit.mutate(
      { kind, id: state.module.id },
      {
        onSuccess: () => {
          showSnackbar(t(kind === 'withdraw' ? 'publishing.exit.withdrawn' : 'publishing.exit.unlisted'))
          onClose()
        },
        onError: (failure) => {
          const conflict = isApiError(failure) && failure.status === 409
          showSnackbar(conflict ? t(`publishing.exit.${kind}Conflict`) : t(failureKey(failure)), 'danger')
          onClose()
        },
      },
    )
  }
  return (
    <ConfirmDialog
      opened={state !== null}
      title={state ? t(`publishing.exit.${kind}Title`, { name: state.module.name }) : ''}
      question={t(`publishing.exit.${kind}Question`)}
      text={
        versionWaits
          ? `${t('publishing.exit.unlistText')} ${t('publishing.exit.unlistWhileVersionWaits')}`
          : t(`publishing.exit.${kind}Text`)
      }
      confirmLabel={t(`publishing.exit.${kind}Confirm`)}
      loading={exit.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  )
}
