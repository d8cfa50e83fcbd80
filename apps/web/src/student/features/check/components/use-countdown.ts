import { useEffect, useRef, useState } from 'react'

/**
 * The time left until `endsAt` (null without a time limit), ticking each second; calls `onEnd` once
 * when it runs out. On the device's clock: the server decides what came late, and hands in a
 * second early so that answers given until the end still count.
 */
export function useCountdown(endsAt: string | null, onEnd: () => void): number | null {
  const end = endsAt === null ? null : Date.parse(endsAt)
  const [now, setNow] = useState(() => Date.now())
  const ended = useRef(false)
  const endRef = useRef(onEnd)
  endRef.current = onEnd
  useEffect(() => {
    if (end === null) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [end])
  const left = end === null ? null : end - now
  useEffect(() => {
    if (left !== null && left <= 1000 && !ended.current) {
      ended.current = true
      endRef.current()
    }
  }, [left])
  return left
}
