import '../texts'
import { Role } from '@lernraster/shared'
import { Alert, Button, Stack, Tabs } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { PageFrame } from '../../../components/page-frame'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../lib/paths'
import { useSession } from '../../../lib/session'

type Area = 'review' | 'crystals' | 'audit'
const areaPaths: Record<Area, string> = {
  review: paths.review,
  crystals: '/provider/crystals',
  audit: '/provider/audit',
}

/**
 * The provider's area (issue 38, role 1): *Veröffentlichungen*, *Kristalle*, *Prüfprotokoll* as tabs
 * under the title, each its own address. Anyone else reads that the page is not for them (the
 * server refuses them every call anyway).
 */
export function ProviderFrame(props: {
  area: Area
  title: string
  description?: ReactNode
  action?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation()
  const { user } = useSession()
  const navigate = useNavigate()
  if (user && user.role_id !== Role.admin) {
    return (
      <PageFrame>
        <PageHeader title={props.title} />
        <Alert color="gray">
          <Stack gap="sm" align="flex-start">
            {t('provider.noAccess')}
            <Button component={Link} to={paths.home} variant="default" size="xs">
              {t('provider.home')}
            </Button>
          </Stack>
        </Alert>
      </PageFrame>
    )
  }
  return (
    <PageFrame>
      <PageHeader title={props.title} description={props.description} action={props.action} />
      <Tabs
        value={props.area}
        onChange={(value) => value && navigate(areaPaths[value as Area])}
        mb="lg"
        keepMounted={false}
      >
        <Tabs.List aria-label={t('provider.tabs.label')}>
          {(Object.keys(areaPaths) as Area[]).map((area) => (
            <Tabs.Tab key={area} value={area}>
              {t(`provider.tabs.${area}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {props.children}
    </PageFrame>
  )
}
