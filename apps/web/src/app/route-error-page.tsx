import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { MessagePage } from '../components/message-page'

/** What the error boundary shows: a chunk that did not load or a screen that crashed. */
export function RouteErrorPage() {
  const { t } = useTranslation()
  return (
    <MessagePage title={t('common.routeError.title')} text={t('common.routeError.text')}>
      <Button onClick={() => window.location.reload()} w="fit-content">
        {t('common.reload')}
      </Button>
    </MessagePage>
  )
}
