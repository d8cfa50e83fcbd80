import { ActionIcon, Tooltip } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/**
 * The delete icon of docs/product/runs.md "Active tab", on the card and in the list's remove column: named
 * for the module and class.
 */
export function RemoveActivationButton({
  names,
  onClick,
}: {
  names: { name: string; group: string }
  onClick: () => void
}) {
  const { t } = useTranslation()
  return (
    <Tooltip label={t('moduleActive.actions.remove')}>
      <ActionIcon
        variant="subtle"
        color="red"
        // red-9 on the subtle hover tint still reads above 4.5:1.
        c="red.9"
        aria-label={t('moduleActive.actions.removeOf', names)}
        aria-haspopup="dialog"
        onClick={onClick}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  )
}
