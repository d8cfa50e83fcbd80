import { Button } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useTexts } from '../../../language'
import { errorText } from '../../../lib/error-text'
import { authCalls, signIn } from '../api/auth-calls'

/** The provider's answer in the login page's address: `?code=...&state=...`, or `?error=...&state=...`. */
const providerAnswer = () => {
  const query = new URLSearchParams(window.location.search)
  return query.has('state') && (query.has('code') || query.has('error')) ? window.location.search : null
}

/**
 * "Mit Schulkonto anmelden" under the login form when the installation offers it (decision 043).
 * The provider sends the browser back to the login page: its answer goes to the server once, a
 * session opens the app, a refusal is shown here (`onError`) in the server's words.
 */
export function SchoolSignInButton({ onError }: { onError: (text: string) => void }) {
  const texts = useTexts()
  const navigate = useNavigate()
  const [offered, setOffered] = useState(false)
  const [busy, setBusy] = useState(false)
  const fail = (error: unknown) => {
    setBusy(false)
    onError(errorText(error, texts))
  }
  // StrictMode runs effects twice in development; a provider's code is good for one try only.
  const finished = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the address the page opened with
  useEffect(() => {
    authCalls.signInOptions().then(
      (options) => setOffered(options.school_sign_in),
      () => setOffered(false),
    )
    const answer = providerAnswer()
    if (!answer || finished.current) return
    finished.current = true
    setBusy(true)
    // The code leaves the address at once: a reload must not send it again.
    navigate('/login', { replace: true })
    authCalls
      .finishSchoolSignIn(answer)
      .then(({ api_token }) => signIn(api_token))
      .then(() => navigate('/', { replace: true }), fail)
  }, [])

  if (!offered && !busy) return null
  const start = () => {
    setBusy(true)
    authCalls.startSchoolSignIn().then(({ url }) => window.location.assign(url), fail)
  }
  return (
    <Button variant="default" onClick={start} loading={busy}>
      {texts.auth.school}
    </Button>
  )
}
