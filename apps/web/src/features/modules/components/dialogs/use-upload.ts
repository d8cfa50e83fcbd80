import { moduleDelays } from '@lernraster/shared'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showSnackbar } from '../../../../lib/snackbar'
import { FileRefusedError, type UploadOptions } from '../../api/upload-file'
import { failureText, type Shown, shownMessage } from '../../model/topic-form-messages'

export type UploadProgress = { name: string; percent: number }

/**
 * One upload at a time with its progress: a new file replaces the one on its way, closing the dialog
 * (unmounting) stops it. A file refused before sending says why under the field; a failed transfer
 * also shows the upload snackbar (docs/product/modules.md "Files", 3 s), as a finished one does.
 */
export function useUpload<Answer>(
  send: (file: File, options: UploadOptions) => Promise<Answer>,
  /** A caller's own words for a failure; the general failure text otherwise. */
  describeFailure?: (error: unknown) => Shown | undefined,
) {
  const { t } = useTranslation()
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const [problem, setProblem] = useState<Shown | null>(null)
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  async function start(file: File): Promise<Answer | undefined> {
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    setProblem(null)
    setProgress({ name: file.name, percent: 0 })
    try {
      const answer = await send(file, {
        signal: controller.signal,
        onProgress: (percent) => setProgress({ name: file.name, percent }),
      })
      showSnackbar(t('moduleDialogs.upload.success'), 'success', moduleDelays.uploadSnackbar)
      return answer
    } catch (error) {
      if (controller.signal.aborted) return undefined
      if (error instanceof FileRefusedError) {
        setProblem(shownMessage(error.problem))
      } else {
        console.warn('Upload failed', error)
        setProblem(describeFailure?.(error) ?? failureText(error))
        showSnackbar(t('moduleDialogs.upload.failure'), 'danger', moduleDelays.uploadSnackbar)
      }
      return undefined
    } finally {
      if (running.current === controller) {
        running.current = null
        setProgress(null)
      }
    }
  }

  return {
    start,
    progress,
    problem,
    clearProblem: () => setProblem(null),
    cancel: () => running.current?.abort(),
  }
}
