import { Center, Loader, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** Shown while a page's code or the signed-in user loads; screen readers hear "loading". */
export function PageLoader() {
  const { t } = useTranslation()
  return (
    <Center py="xl" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  )
}
