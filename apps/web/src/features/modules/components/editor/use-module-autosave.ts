import { type ModuleDetail, moduleDelays, moduleStoreBody } from '@lernraster/shared'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../../lib/api-error'
import { useServerMessage } from '../../../../lib/server-message'
import { showSnackbar } from '../../../../lib/snackbar'
import { useFailureText } from '../../../../lib/use-failure-text'
import { useStoreModuleMutation, useUpdateModuleMutation } from '../../api/module-mutations'
import type { ModuleTexts } from '../../model/grid-model'

/** How long typing may pause before the texts are saved; leaving the field saves at once. */
export const autosaveDelay = 800

type FieldErrors = { name?: string; description?: string }

/**
 * Title and description of the configurator, saved without a save button (docs/product/modules.md
 * "Configurator"): the first change with a title creates the module, later changes update it and say so for
 * 5 s. Saves never overlap: a change made while one is on its way is sent once that one has its answer.
 */
export function useModuleAutosave(module: ModuleDetail | undefined, onCreated: (id: number) => void) {
  const { t } = useTranslation()
  const serverMessage = useServerMessage()
  const failureText = useFailureText()
  const store = useStoreModuleMutation()
  const update = useUpdateModuleMutation(module?.id)
  const [name, setNameState] = useState(module?.name ?? '')
  const [description, setDescriptionState] = useState(module?.description ?? '')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [saving, setSaving] = useState(false)

  const typed = useRef({ name, description })
  const saved = useRef<ModuleTexts | null>(
    module ? { name: module.name, description: module.description } : null,
  )
  const moduleId = useRef(module?.id)
  const running = useRef<Promise<void> | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  async function send(texts: ModuleTexts) {
    setSaving(true)
    try {
      if (moduleId.current === undefined) {
        const { id } = await store.mutateAsync(texts)
        moduleId.current = id
        saved.current = texts
        onCreated(id)
        showSnackbar(t('moduleEditor.form.created'), 'success', moduleDelays.moduleSaved)
      } else {
        await update.mutateAsync({ id: moduleId.current, ...texts })
        saved.current = texts
        showSnackbar(t('moduleEditor.form.saved'), 'success', moduleDelays.moduleSaved)
      }
      setErrors({})
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length > 0) {
        setErrors({
          name: serverMessage(error.fieldError('name')),
          description: serverMessage(error.fieldError('description')),
        })
      } else {
        showSnackbar(failureText(error), 'danger')
      }
    } finally {
      setSaving(false)
    }
  }

  /** Saves what is typed now, if it differs from what was saved; resolves once it is stored (or refused). */
  async function flush(): Promise<void> {
    clearTimeout(timer.current)
    timer.current = undefined
    while (running.current) await running.current
    const texts = { name: typed.current.name.trim(), description: typed.current.description.trim() }
    const last = saved.current
    if (last && last.name === texts.name && last.description === texts.description) return
    const check = moduleStoreBody.safeParse(texts)
    if (!check.success) {
      const fieldError = (field: keyof FieldErrors) =>
        serverMessage(check.error.issues.find((issue) => issue.path[0] === field)?.message)
      // An empty title says what the field wants: the spec's tooltip text.
      setErrors({
        name: texts.name === '' ? t('moduleEditor.form.titleHint') : fieldError('name'),
        description: fieldError('description'),
      })
      return
    }
    running.current = send(texts).finally(() => {
      running.current = null
    })
    await running.current
  }

  function change(patch: Partial<ModuleTexts>) {
    typed.current = { ...typed.current, ...patch }
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void flush(), autosaveDelay)
  }

  // Leaving the page with a change still waiting saves it; a module not created yet is not created
  // then, since the page that would show it is gone.
  const flushRef = useRef(flush)
  flushRef.current = flush
  useEffect(
    () => () => {
      if (timer.current !== undefined && moduleId.current !== undefined) void flushRef.current()
      clearTimeout(timer.current)
    },
    [],
  )

  return {
    name,
    description,
    errors,
    saving,
    setName(value: string) {
      setNameState(value)
      if (errors.name) setErrors((current) => ({ ...current, name: undefined }))
      change({ name: value })
    },
    setDescription(value: string) {
      setDescriptionState(value)
      change({ description: value })
    },
    /** Leaving a field: save now, and show the title as it is stored (trimmed). */
    async commit() {
      await flush()
      setNameState((current) => (current.trim() === saved.current?.name ? current.trim() : current))
      setDescriptionState((current) =>
        current.trim() === saved.current?.description ? current.trim() : current,
      )
    },
    flush,
    /** The texts as stored, for calls that send them along (the grid's size changes). */
    savedTexts: (): ModuleTexts | null => saved.current,
  }
}
