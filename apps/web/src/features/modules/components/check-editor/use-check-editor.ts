import type { TopicCheck } from '@lernraster/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureKey, isApiError } from '../../../../lib/api-error'
import { showSnackbar } from '../../../../lib/snackbar'
import { topicCheckKey, useSaveTopicCheckMutation } from '../../api/topic-check'
import { checkBodyOf, type Problems, problemsOf, serverProblems } from './check-body'
import { type CheckDraft, checkDraft, type ItemDraft, newCheckDraft, newItem } from './check-draft'
import { moved, withEntry, withoutEntry } from './check-moves'
import { remapped, withoutFields, withoutPaths } from './check-problems'

/** A sentence above the buttons: a server text (translated when known) or a general failure. */
export type General = { text: string } | { key: 'common.offline' | 'common.error' }

// Which message a change answers (typing into a field takes its message away).
const fieldsOfChange: Partial<Record<keyof ItemDraft, string[]>> = {
  prompt: ['prompt'],
  picture: ['picture'],
  feedback: ['feedback'],
  options: ['options', 'correct'],
  correct: ['correct'],
  answer: ['answer'],
  tolerance: ['tolerance'],
  unit: ['unit'],
  accepted: ['accepted'],
  foldUmlauts: ['fold_umlauts'],
  steps: ['steps'],
}

const settingPaths: Record<string, string[]> = {
  passPercent: ['pass_percent'],
  opens: ['opens'],
  waitHours: ['wait_hours'],
  attemptsLimited: ['max_attempts'],
  maxAttempts: ['max_attempts'],
  timeLimited: ['time_limit_minutes'],
  timeLimitMinutes: ['time_limit_minutes'],
}

/** The editor's state: the draft, its messages, where the cursor goes, saving. */
export function useCheckEditor(topicId: number, check: TopicCheck | null) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<CheckDraft>(() => (check ? checkDraft(check) : newCheckDraft()))
  const [problems, setProblems] = useState<Problems>({})
  const [general, setGeneral] = useState<General | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [uploads, setUploads] = useState(0)
  const save = useSaveTopicCheckMutation(topicId)
  const area = useRef<HTMLDivElement>(null)
  // A new object each time: asking for the same place twice still moves the cursor.
  const [focusTarget, setFocusTarget] = useState<{ find: () => HTMLElement | null } | null>(null)

  useEffect(() => {
    if (focusTarget) focusTarget.find()?.focus()
  }, [focusTarget])

  // A new check: the cursor starts in the first item's task, where the writing begins.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only as the editor opens
  useEffect(() => {
    const first = draft.items[0]
    if (!check && first) setFocusTarget({ find: inArea(`[data-focus="${first.key}/prompt"]`) })
  }, [])

  const inArea = (selector: string) => () => area.current?.querySelector<HTMLElement>(selector) ?? null

  function updateSettings(patch: Partial<Omit<CheckDraft, 'items'>>) {
    setDraft((current) => ({ ...current, ...patch }))
    setProblems((current) =>
      withoutPaths(
        current,
        Object.keys(patch).flatMap((name) => settingPaths[name] ?? []),
      ),
    )
  }

  function updateItem(index: number, patch: Partial<ItemDraft>) {
    setDraft((current) => {
      const item = current.items[index]
      return item ? { ...current, items: withEntry(current.items, index, { ...item, ...patch }) } : current
    })
    // Another kind asks other questions: none of the item's old messages still applies.
    const fields =
      'kind' in patch
        ? Object.values(fieldsOfChange).flat()
        : Object.keys(patch).flatMap((name) => fieldsOfChange[name as keyof ItemDraft] ?? [])
    setProblems((current) => withoutFields(current, index, fields))
  }

  function addItem() {
    const item = newItem()
    setDraft((current) => ({ ...current, items: [...current.items, item] }))
    setProblems((current) => withoutPaths(current, ['items']))
    setFocusTarget({ find: inArea(`[data-focus="${item.key}/prompt"]`) })
  }

  /** The item goes; the cursor moves to the next item's task (or the one before), not to the page. */
  function removeItem(index: number) {
    const items = withoutEntry(draft.items, index)
    setDraft({ ...draft, items })
    setProblems((current) =>
      withoutPaths(
        remapped(current, (at) => (at === index ? -1 : at > index ? at - 1 : at)),
        ['items'],
      ),
    )
    const neighbour = items[Math.min(index, items.length - 1)]
    if (neighbour) setFocusTarget({ find: inArea(`[data-focus="${neighbour.key}/prompt"]`) })
  }

  /**
   * One place up or down. Moving the item's elements takes the focus from them in the browser: the
   * control the teacher was on gets it back (or, where it is now disabled at the list's end, the item
   * itself), and a live region says where the item now stands.
   */
  function moveItem(index: number, step: -1 | 1) {
    const target = index + step
    const item = draft.items[index]
    if (!item || target < 0 || target >= draft.items.length) return
    const active = document.activeElement as HTMLElement | null
    setDraft({ ...draft, items: moved(draft.items, index, step) })
    setProblems((current) => remapped(current, (at) => (at === index ? target : at === target ? index : at)))
    setAnnouncement(t('checkEditor.items.moved', { number: target + 1, count: draft.items.length }))
    setFocusTarget({
      find: () => {
        const usable = active?.isConnected && !(active as HTMLButtonElement).disabled
        return usable ? active : inArea(`[data-item="${item.key}"]`)()
      },
    })
  }

  const trackUpload = useCallback((running: boolean) => setUploads((count) => count + (running ? 1 : -1)), [])

  function show(found: Problems) {
    setProblems(found)
    // After the render that shows the messages: the first broken field, in the order they are shown.
    setFocusTarget({ find: inArea('[aria-invalid="true"], [data-problem]') })
  }

  function submit() {
    // Uploads still on their way would be lost: the save waits for them (the button shows it).
    if (save.isPending || uploads > 0) return
    setGeneral(null)
    const body = checkBodyOf(draft, topicId)
    const found = problemsOf(body)
    if (Object.keys(found).length > 0) return show(found)
    save.mutate(body, {
      onSuccess: (stored) => {
        // The server named the new items: later saves must send those ids (decision 053).
        setDraft((current) => ({
          ...current,
          items: current.items.map((item, index) => ({ ...item, id: stored.items[index]?.id ?? item.id })),
        }))
        setProblems({})
        showSnackbar(t('checkEditor.actions.saved'), 'success')
      },
      onError: (error) => {
        if (isApiError(error, 'checkTaken')) {
          // Taken meanwhile: the reloaded check locks what may no longer change.
          void queryClient.invalidateQueries({ queryKey: topicCheckKey(topicId) })
          setGeneral({ text: error.message })
        } else if (isApiError(error) && Object.keys(error.errors).length > 0) {
          show(serverProblems(error.errors))
        } else if (isApiError(error) && error.code && error.code !== 'internal') {
          setGeneral({ text: error.message })
        } else setGeneral({ key: failureKey(error) })
      },
    })
  }

  return {
    area,
    draft,
    problems,
    general,
    announcement,
    saving: save.isPending,
    uploading: uploads > 0,
    updateSettings,
    updateItem,
    addItem,
    removeItem,
    moveItem,
    trackUpload,
    submit,
    setGeneral,
  }
}

export type CheckEditorState = ReturnType<typeof useCheckEditor>
