import type { ModuleDetail } from '@lernraster/shared'
import { Alert, Button, Group, Image, Stack, Switch, Text } from '@mantine/core'
import { IconInfoCircle, IconLock, IconPhoto } from '@tabler/icons-react'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '../../../../components/page-frame'
import { PageHeader } from '../../../../components/page-header'
import { paths } from '../../../../lib/paths'
import { createGridModel, dragBlockedKey } from '../../model/grid-model'
import { ModuleGrid } from '../grid/module-grid'
import { useEditorDialogs } from './editor-dialogs'
import { GridTools } from './grid-tools'
import { ModuleTextsFields } from './module-texts-fields'
import { useModuleAutosave } from './use-module-autosave'
import { useTopicMove } from './use-topic-move'

type Props = {
  /** Undefined for a new module, and for the moment between its creation and its first load. */
  module: ModuleDetail | undefined
  onCreated: (id: number) => void
}

/** The configurator's content: title and description, cover, 'Raster anpassen' and the grid. */
export function ModuleEditor({ module, onCreated }: Props) {
  const { t } = useTranslation()
  const texts = useModuleAutosave(module, onCreated)
  const model = useMemo(() => createGridModel(module ?? null), [module])
  const titleRef = useRef<HTMLInputElement>(null)
  const [adjusting, setAdjusting] = useState(false)
  const { move, moving } = useTopicMove(module, model)
  // A cell or header chosen before the module has a title: the title is what is missing.
  const askForTitle = () => void texts.flush().then(() => titleRef.current?.focus())
  const { openCellAt, openBlockAt, openCover, dialogs } = useEditorDialogs(module, model, askForTitle)
  const blockedKey = dragBlockedKey(model)
  // A size change sends the title along: what is typed is saved first, so it is not overwritten.
  const prepareTexts = async () => {
    await texts.flush()
    return texts.savedTexts()
  }

  const coverButton = (
    <Button
      variant="default"
      leftSection={<IconPhoto size={18} aria-hidden />}
      onClick={openCover}
      disabled={!module}
      aria-haspopup="dialog"
    >
      {module?.cover_path ? t('moduleEditor.cover.change') : t('moduleEditor.cover.upload')}
    </Button>
  )

  return (
    <PageFrame wide>
      <PageHeader
        title={texts.name.trim() || t('moduleEditor.newModule')}
        back={{ to: paths.modules, label: t('moduleEditor.back') }}
        action={coverButton}
      />
      <Stack gap="lg">
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <ModuleTextsFields texts={texts} titleRef={titleRef} />
          {module?.cover_path && (
            <Image
              src={module.cover_path}
              alt={t('moduleEditor.cover.alt')}
              w={180}
              h={120}
              fit="cover"
              radius="sm"
              mt={26}
            />
          )}
        </Group>
        {!module && (
          <Alert variant="light" color="indigo" icon={<IconInfoCircle aria-hidden />}>
            {t('moduleEditor.form.notSaved')}
          </Alert>
        )}
        <Stack gap="sm">
          <Group justify="space-between" gap="md">
            <Switch
              label={t('moduleEditor.tools.switch')}
              checked={adjusting}
              onChange={(event) => setAdjusting(event.currentTarget.checked)}
              disabled={!module}
            />
            <Text size="sm" c="dimmed">
              {t('moduleEditor.tools.size', { columns: model.columns, rows: model.rows })}
            </Text>
          </Group>
          {adjusting && module && <GridTools model={model} prepareTexts={prepareTexts} />}
          {blockedKey && (
            <Group gap={6} wrap="nowrap" data-testid="drag-blocked">
              <IconLock size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                {t(blockedKey)}
              </Text>
            </Group>
          )}
        </Stack>
        <ModuleGrid
          model={model}
          mode="edit"
          onOpenCell={openCellAt}
          onOpenBlock={openBlockAt}
          onMoveTopic={move}
          moving={moving}
        />
      </Stack>
      {dialogs}
    </PageFrame>
  )
}
