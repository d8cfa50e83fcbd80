import '../../../lib/tour/texts'
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '../../../lib/paths'
import { reloadUser } from '../../../lib/session'
import { useUpdateTourMutation } from '../api/update-tour'

/** Hilfe: asks first, then switches show_tour on and goes to the start page, where the tour runs. */
export function StartTourDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const mutation = useUpdateTourMutation()

  function start() {
    mutation.mutate(
      { show_tour: true },
      {
        onSuccess: async () => {
          // docs/product/accounts.md "Product tour": on the start page itself the page is reloaded, which
          // also loads the user anew.
          if (pathname === paths.home) return window.location.reload()
          await reloadUser()
          onClose()
          navigate(paths.home)
        },
      },
    )
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('tour.help.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      onExitTransitionEnd={mutation.reset}
    >
      <Stack gap="md">
        <Text fw={500}>{t('tour.help.question')}</Text>
        <Text size="sm" c="dimmed">
          {t('tour.help.text')}
        </Text>
        {mutation.isError && (
          <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
            {t('common.error')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={start} loading={mutation.isPending} data-autofocus>
            {t('common.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
