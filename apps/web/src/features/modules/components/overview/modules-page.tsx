import '../../texts'
import { Button, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core'
import { IconBuildingStore, IconExternalLink, IconPlus, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageFrame } from '../../../../components/page-frame'
import { PageHeader } from '../../../../components/page-header'
import { useAppConfig } from '../../../../lib/app-config'
import { paths } from '../../../../lib/paths'
import { useSession } from '../../../../lib/session'
import { ModulesTabs } from './modules-tabs'

// Loaded with this page's chunk (app/pages.ts): the page the Active tab's progress links open.

/**
 * /modules, the module overview (docs/product/modules.md "The overview"): create a module, go to the store,
 * and the three tabs. The tabs and their lists wait for the access check: the signed-in teacher's user info,
 * which the app loads anyway, must say this person may use the app.
 */
export function ModulesPage() {
  const { t } = useTranslation()
  const { haveAccess } = useSession()
  const config = useAppConfig()

  const actions = (
    <Group gap="sm" wrap="nowrap">
      {/* Most of what goes to the trash is removed here; the account menu leads there from everywhere. */}
      <Button
        component={Link}
        to={paths.trash}
        variant="subtle"
        c="indigo.9"
        leftSection={<IconTrash size={18} aria-hidden />}
        data-action="to-trash"
      >
        {t('moduleList.trash')}
      </Button>
      {config && (
        <Button
          component="a"
          href={config.urls.store}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          leftSection={<IconBuildingStore size={18} aria-hidden />}
          rightSection={<IconExternalLink size={14} aria-hidden />}
        >
          {t('moduleList.store')}
          <VisuallyHidden>{` ${t('moduleList.newWindow')}`}</VisuallyHidden>
        </Button>
      )}
      <Button
        component={Link}
        to={paths.moduleConfigurator}
        leftSection={<IconPlus size={18} aria-hidden />}
        data-action="create-module"
      >
        {t('moduleList.create')}
      </Button>
    </Group>
  )

  return (
    <PageFrame>
      <PageHeader title={t('moduleList.title')} description={t('moduleList.description')} action={actions} />
      {haveAccess ? <ModulesTabs /> : <CheckingAccess />}
    </PageFrame>
  )
}

/**
 * docs/product/modules.md "The overview": 'Zugriff wird geprüft …' with a loader until the access check has
 * passed.
 */
function CheckingAccess() {
  const { t } = useTranslation()
  return (
    <Stack align="center" gap="sm" py="xl" role="status">
      <Loader aria-hidden />
      <Text>{t('moduleList.checkingAccess')}</Text>
    </Stack>
  )
}
