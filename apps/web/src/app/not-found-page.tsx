import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { MessagePage } from '../components/message-page'
import { paths } from '../lib/paths'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <MessagePage title={t('common.notFound.title')} text={t('common.notFound.text')}>
      <Button component={Link} to={paths.home} w="fit-content">
        {t('common.toHome')}
      </Button>
    </MessagePage>
  )
}
