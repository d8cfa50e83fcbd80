import { Center, Loader } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** Shown while a page's code or the signed-in user loads. */
export function PageLoader() {
  const { t } = useTranslation()
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-label={t('common.loading')} />
    </Center>
  )
}
