import '../../texts'
import type { ModuleDetail, Topic } from '@lernraster/shared'
import { Button, Stack, Text } from '@mantine/core'
import { IconPencil } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { PageFrame } from '../../../../components/page-frame'
import { PageHeader } from '../../../../components/page-header'
import { paths } from '../../../../lib/paths'
import { useModuleQuery } from '../../api/get-module'
import { type CellAddress, cellAt, cellLabel, createGridModel } from '../../model/grid-model'
import { parseModuleId } from '../../model/module-route'
import { TopicViewDialog } from '../dialogs/topic-view-dialog'
import { ModuleLoadState, ModuleNotFound } from '../editor/module-load-state'
import { ModuleGrid } from '../grid/module-grid'

/**
 * /modules/viewer?module_id= (docs/product/modules.md "Viewer"): the module's grid read-only, for every
 * module the teacher may see; a topic opens its questions in the read-only dialog.
 */
export function ViewerPage() {
  const [searchParams] = useSearchParams()
  const moduleId = parseModuleId(searchParams.get('module_id'))
  const query = useModuleQuery(moduleId ?? undefined)
  if (moduleId == null) return <ModuleNotFound />
  if (!query.isSuccess) return <ModuleLoadState query={query} />
  return <ModuleView module={query.data} />
}

function ModuleView({ module }: { module: ModuleDetail }) {
  const { t } = useTranslation()
  const model = useMemo(() => createGridModel(module), [module])
  // The topic stays in the dialog while it closes; `opened` is what closes it.
  const [shown, setShown] = useState<{ topic: Topic; label: string } | null>(null)
  const [opened, setOpened] = useState(false)

  function open(address: CellAddress) {
    const topic = cellAt(model, address)?.topic
    if (!topic) return
    setShown({ topic, label: cellLabel(address) })
    setOpened(true)
  }

  const edit = module.is_owner && (
    <Button
      component={Link}
      to={`${paths.moduleConfigurator}?module_id=${module.id}`}
      variant="default"
      leftSection={<IconPencil size={18} aria-hidden />}
    >
      {t('moduleEditor.viewer.edit')}
    </Button>
  )

  return (
    <PageFrame wide>
      <PageHeader
        title={module.name}
        description={module.description || undefined}
        back={{ to: paths.modules, label: t('moduleEditor.back') }}
        action={edit || undefined}
      />
      <Stack gap="md">
        {model.cells.every((row) => row.every((cell) => !cell.topic)) && (
          <Text c="dimmed">{t('moduleEditor.viewer.empty')}</Text>
        )}
        <ModuleGrid model={model} mode="view" onOpenCell={open} />
      </Stack>
      <TopicViewDialog
        topic={opened ? (shown?.topic ?? null) : null}
        label={shown?.label ?? ''}
        onClose={() => setOpened(false)}
      />
    </PageFrame>
  )
}
