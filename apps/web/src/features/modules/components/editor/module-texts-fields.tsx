import { moduleLimits } from '@lernraster/shared'
import { Loader, Stack, Textarea, TextInput, Tooltip } from '@mantine/core'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { useModuleAutosave } from './use-module-autosave'

type Props = {
  texts: ReturnType<typeof useModuleAutosave>
  titleRef: Ref<HTMLInputElement>
}

/**
 * The module's title and description, edited in place and saved as the teacher goes (docs/product/modules.md
 * "Configurator").
 */
export function ModuleTextsFields({ texts, titleRef }: Props) {
  const { t } = useTranslation()
  const hint = t('moduleEditor.form.titleHint')
  return (
    <Stack gap="sm" flex={1} maw={760}>
      <Tooltip
        label={hint}
        position="top-start"
        openDelay={400}
        events={{ hover: true, focus: false, touch: false }}
      >
        <TextInput
          ref={titleRef}
          label={t('moduleEditor.form.titleLabel')}
          placeholder={hint}
          size="md"
          required
          maxLength={moduleLimits.moduleNameMax}
          value={texts.name}
          error={texts.errors.name}
          // A quiet sign that a save is on its way; the snackbar says when it is done.
          rightSection={texts.saving ? <Loader size="xs" aria-hidden /> : null}
          onChange={(event) => texts.setName(event.currentTarget.value)}
          onBlur={() => void texts.commit()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void texts.commit()
          }}
          data-testid="module-title"
          styles={{ input: { fontWeight: 600 } }}
        />
      </Tooltip>
      <Textarea
        label={t('moduleEditor.form.descriptionLabel')}
        placeholder={t('moduleEditor.form.descriptionPlaceholder')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={moduleLimits.moduleDescriptionMax}
        value={texts.description}
        error={texts.errors.description}
        onChange={(event) => texts.setDescription(event.currentTarget.value)}
        onBlur={() => void texts.commit()}
        data-testid="module-description"
      />
    </Stack>
  )
}
