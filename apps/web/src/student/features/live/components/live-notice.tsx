import { Alert } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTexts } from '../../../language'
import { connectStudentLive } from '../api/live-connection'
import type { LiveNoticeKey } from '../model/live-kinds'

/** Long enough to read one sentence twice; the screen has changed already, the notice only says why. */
const NOTICE_MS = 10_000

/**
 * The student's live updates while signed in (issue 32 item 2): opened once at the shell, so every
 * screen stays current; answers the notice to show, if the last change asked for attention.
 */
export function useStudentLive(token: string | null) {
  const queryClient = useQueryClient()
  const [notice, setNotice] = useState<LiveNoticeKey>()
  useEffect(() => {
    if (!token) return
    return connectStudentLive(queryClient, setNotice)
  }, [token, queryClient])
  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(() => setNotice(undefined), NOTICE_MS)
    return () => clearTimeout(timer)
  }, [notice])
  return { notice, dismiss: () => setNotice(undefined) }
}

/** The notice in its own space above the page (nothing floats over content), read out politely. */
export function LiveNotice(props: { notice: LiveNoticeKey | undefined; dismiss: () => void }) {
  const texts = useTexts()
  return (
    <div role="status" aria-live="polite">
      {props.notice && (
        <Alert
          color="indigo"
          mb="md"
          withCloseButton
          closeButtonLabel={texts.close}
          onClose={props.dismiss}
          data-testid="live-notice"
        >
          {texts.live[props.notice]}
        </Alert>
      )}
    </div>
  )
}
