import type { Group } from '@lernraster/shared'
import { Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ClassForm } from './class-form'

type Props = { opened: boolean; group?: Group; onClose: () => void; onSaved: (group: Group) => void }

/** Spec 1 §4: the form is in state New without a class, Update with one. */
export function ClassFormModal({ opened, group, onClose, onSaved }: Props) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={group ? t('classes.form.editTitle') : t('classes.form.createTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Keyed, so that every opening starts from the class's saved name. */}
      <ClassForm key={group?.id ?? 'new'} group={group} onCancel={onClose} onSaved={onSaved} />
    </Modal>
  )
}
