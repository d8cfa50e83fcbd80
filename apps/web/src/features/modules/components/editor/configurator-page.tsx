import '../../texts'
import { Anchor, Group } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { MessagePage } from '../../../../components/message-page'
import { paths } from '../../../../lib/paths'
import { useModuleQuery } from '../../api/get-module'
import { parseModuleId } from '../../model/module-route'
import { ModuleEditor } from './module-editor'
import { ModuleLoadState, ModuleNotFound } from './module-load-state'

/**
 * /modules/configurator?module_id= (docs/product/modules.md "Configurator"): builds a module. Without an id
 * it starts an empty 6x6 module, created once it has a title; the address then names the new module,
 * replacing the old entry in the history, and the page stays as it is while the module loads.
 */
export function ConfiguratorPage() {
  const { t } = useTranslation()
  const [searchParams, setSearchParams] = useSearchParams()
  const moduleId = parseModuleId(searchParams.get('module_id'))
  const [createdId, setCreatedId] = useState<number | undefined>(undefined)
  const query = useModuleQuery(moduleId ?? undefined)

  if (moduleId === null) return <ModuleNotFound />
  const createdHere = moduleId !== undefined && moduleId === createdId
  if (moduleId !== undefined && !createdHere && !query.isSuccess) return <ModuleLoadState query={query} />
  if (query.data && !query.data.is_owner) {
    return (
      <MessagePage title={t('moduleEditor.load.notOwnerTitle')} text={t('moduleEditor.load.notOwner')}>
        <Group gap="lg">
          <Anchor component={Link} to={`${paths.moduleViewer}?module_id=${query.data.id}`}>
            {t('moduleEditor.load.toViewer')}
          </Anchor>
          <Anchor component={Link} to={paths.modules}>
            {t('moduleEditor.load.toModules')}
          </Anchor>
        </Group>
      </MessagePage>
    )
  }

  return (
    <ModuleEditor
      // One editor from the empty page through the creation: the title field keeps the cursor.
      key={moduleId === undefined || createdHere ? 'new' : moduleId}
      module={moduleId === undefined ? undefined : query.data}
      onCreated={(id) => {
        setCreatedId(id)
        setSearchParams({ module_id: String(id) }, { replace: true })
      }}
    />
  )
}
