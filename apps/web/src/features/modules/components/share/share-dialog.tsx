import '../../texts'
import { modalWidths, type SharedUser } from '@lernraster/shared'
import { Button, Group, Modal, Stack } from '@mantine/core'
import { useIsMutating } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { sharingMutationKey, useSharedUsersQuery } from '../../api/sharing'
import { ShareForm } from './share-form'
import { SharedUsers } from './shared-users'
import { UnshareConfirmation } from './unshare-confirmation'

type ModuleRef = { id: number; name: string }
type Props = { module: ModuleRef | null; onClose: () => void }

/**
 * Teilen (docs/product/modules.md "Sharing", 500 px): the address of a colleague, checked as typed and looked
 * up, and the list of those the module is shared with, each with 'Freigabe aufheben'. Taking a share back
 * asks in place of the dialog's content: never two dialogs at once (docs/design.md "Dialogs").
 */
export function ShareDialog({ module, onClose }: Props) {
  const { t } = useTranslation()
  // The module stays while the dialog closes, so its title does not vanish mid-animation; each
  // opening starts afresh. Compared by id: the caller may pass a new object on every render.
  const [shown, setShown] = useState<{ module: ModuleRef; open: boolean; opening: number } | null>(null)
  if (module && (!shown?.open || shown.module.id !== module.id)) {
    setShown({ module, open: true, opening: (shown?.opening ?? 0) + 1 })
  } else if (!module && shown?.open) {
    setShown({ ...shown, open: false })
  }
  const busy = useIsMutating({ mutationKey: sharingMutationKey }) > 0
  const close = () => {
    if (!busy) onClose()
  }

  return (
    <Modal
      opened={module !== null}
      onClose={close}
      title={shown ? t('moduleSharing.share.title', { name: shown.module.name }) : ''}
      size={modalWidths.share}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {shown && <ShareDialogBody key={shown.opening} module={shown.module} onClose={close} />}
    </Modal>
  )
}

function ShareDialogBody({ module, onClose }: { module: ModuleRef; onClose: () => void }) {
  const { t } = useTranslation()
  const busy = useIsMutating({ mutationKey: sharingMutationKey }) > 0
  const sharedUsers = useSharedUsersQuery(module.id)
  const [unsharing, setUnsharing] = useState<SharedUser | null>(null)
  // Back from the question, the cursor goes to the address field rather than the page's top.
  const [returned, setReturned] = useState(false)
  const back = () => {
    setUnsharing(null)
    setReturned(true)
  }

  if (unsharing) {
    return <UnshareConfirmation moduleId={module.id} user={unsharing} onDone={back} onCancel={back} />
  }
  return (
    <Stack gap="lg">
      <ShareForm moduleId={module.id} sharedUsers={sharedUsers.data} focusOnMount={returned} />
      <SharedUsers query={sharedUsers} onUnshare={setUnsharing} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('common.close')}
        </Button>
      </Group>
    </Stack>
  )
}
