import { Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { documents, paths } from '../lib/paths'
import { MessagePage } from './message-page'

/** An honest placeholder for an area whose issue has not landed yet. */
export function ComingSoonPage({ area }: { area: string }) {
  const { t } = useTranslation()
  return (
    <MessagePage title={t('common.comingSoon.title', { area })} text={t('common.comingSoon.text')}>
      <Group>
        <Button component={Link} to={paths.home}>
          {t('common.toHome')}
        </Button>
        <Button component="a" href={documents.userGuide} target="_blank" variant="default">
          {t('shell.nav.userGuide')}
        </Button>
      </Group>
    </MessagePage>
  )
}
