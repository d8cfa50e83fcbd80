import { Alert, Button } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { failureKey, isApiError } from '../../../lib/api-error'
import { useAppConfig } from '../../../lib/app-config'
import { paths } from '../../../lib/paths'
import { useServerMessage } from '../../../lib/server-message'
import { startSession } from '../../../lib/session'
import { finishSchoolSignIn } from '../api/finish-school-sign-in'
import { startSchoolSignIn } from '../api/start-school-sign-in'
import '../school-sign-in-texts'

// Loaded after the login page (login-page.tsx), outside its 150 KB budget: the page itself carries
// only the import.

/** The provider's answer in the login page's address: `?code=...&state=...`, or `?error=...&state=...`. */
const providerAnswer = () => {
  const query = new URLSearchParams(window.location.search)
  return query.has('state') && (query.has('code') || query.has('error')) ? window.location.search : null
}

/**
 * "Mit Schulkonto anmelden" when the installation offers it (app-config, decision 043). The provider
 * sends the browser back to the login page: its answer goes to the server once, a session goes home,
 * a refusal stays here with the server's sentence.
 */
export function SchoolSignIn() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const serverMessage = useServerMessage()
  const offered = useAppConfig()?.school_sign_in
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  const fail = (error: unknown) => {
    setBusy(false)
    setFailure(isApiError(error) ? serverMessage(error.message) : t(failureKey(error)))
  }
  // StrictMode runs effects twice in development; a provider's code is good for one try only.
  const finished = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the address the page opened with
  useEffect(() => {
    const answer = providerAnswer()
    if (!answer || finished.current) return
    finished.current = true
    setBusy(true)
    // The code leaves the address at once: a reload must not send it again.
    void navigate(paths.login, { replace: true })
    finishSchoolSignIn(answer).then(({ api_token }) => {
      startSession(api_token)
      void navigate(paths.home, { replace: true })
    }, fail)
  }, [])

  const start = () => {
    setBusy(true)
    setFailure(undefined)
    startSchoolSignIn().then(({ url }) => window.location.assign(url), fail)
  }
  return (
    <>
      {failure && (
        <Alert color="red" variant="light" role="alert" mt="md">
          {failure}
        </Alert>
      )}
      {(offered || busy) && (
        <Button variant="default" fullWidth mt="sm" onClick={start} loading={busy}>
          {t('schoolSignIn.button')}
        </Button>
      )}
    </>
  )
}
