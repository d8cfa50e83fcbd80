import type { CheckAnswer, CheckAttemptResult, RunningCheckAttempt } from '@lernraster/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiRequestError, NetworkError } from '../../../../lib/api-error'
import { studentCall } from '../../../lib/student-client'
import { checkKey } from '../api/check-queries'
import { forgetAnswers, forgetOldAnswers, keepAnswers, readKeptAnswers } from '../model/kept-answers'

/** While handed-in answers wait for the connection, they are sent again at this pace (and on 'online'). */
const RETRY_MS = 15_000

/** Statuses after which the same answers are sent again later: the server did not decide. */
const notDecided = (error: unknown) =>
  error instanceof NetworkError ||
  (error instanceof ApiRequestError && (error.status === 408 || error.status === 429 || error.status >= 500))

export type HandInState =
  | { step: 'answering' }
  | { step: 'sending' }
  | { step: 'waiting' }
  | { step: 'refused'; error: unknown }
  | { step: 'scored'; result: CheckAttemptResult }

/**
 * A running attempt's answers and their handing in (issue 37 item 2). Every change is kept on the
 * device first (model/kept-answers.ts). Handing in freezes the answers: without a connection they
 * wait, marked as handed in, and go again unchanged when it is back, also after a reload; one send
 * at a time, and a repeat is harmless on the server, which answers it with the first result.
 */
export function useHandIn(eventId: number, topicId: number, attempt: RunningCheckAttempt) {
  const queryClient = useQueryClient()
  const [kept] = useState(() => readKeptAnswers(attempt.id))
  const [answers, setAnswers] = useState<Record<string, CheckAnswer>>(kept?.answers ?? {})
  const [state, setState] = useState<HandInState>(
    kept?.handingIn ? { step: 'waiting' } : { step: 'answering' },
  )
  const [storable, setStorable] = useState(true)
  const sending = useRef(false)
  const answersRef = useRef(answers)

  const answer = (itemId: string, value: CheckAnswer) => {
    if (state.step !== 'answering') return
    const next = { ...answersRef.current, [itemId]: value }
    answersRef.current = next
    setAnswers(next)
    setStorable(keepAnswers(attempt.id, { answers: next, handingIn: false }))
  }

  const send = useCallback(async () => {
    if (sending.current) return
    sending.current = true
    setState({ step: 'sending' })
    try {
      const result = await studentCall('POST /checks/submit', {
        body: { attempt_id: attempt.id, answers: answersRef.current },
      })
      forgetAnswers(attempt.id)
      setState({ step: 'scored', result })
      void queryClient.invalidateQueries({ queryKey: checkKey(eventId, topicId) })
    } catch (error) {
      if (notDecided(error)) {
        setState({ step: 'waiting' })
      } else {
        // Refused (the attempt is gone, the class archived): the check's own state says what now.
        forgetAnswers(attempt.id)
        setState({ step: 'refused', error })
        void queryClient.invalidateQueries({ queryKey: checkKey(eventId, topicId) })
      }
    } finally {
      sending.current = false
    }
  }, [attempt.id, eventId, topicId, queryClient])

  const handIn = () => {
    if (state.step !== 'answering') return
    keepAnswers(attempt.id, { answers: answersRef.current, handingIn: true })
    void send()
  }

  const waiting = state.step === 'waiting'
  // Handed in before a reload, or waiting for the connection: sent again, unchanged.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once at opening
  useEffect(() => {
    forgetOldAnswers()
    if (kept?.handingIn) void send()
  }, [])
  useEffect(() => {
    if (!waiting) return
    const again = () => void send()
    window.addEventListener('online', again)
    const timer = setInterval(again, RETRY_MS)
    return () => {
      window.removeEventListener('online', again)
      clearInterval(timer)
    }
  }, [waiting, send])

  return { answers, answer, handIn, state, storable }
}
