import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useTexts } from '../../../language'
import { errorText } from '../../../lib/error-text'
import { authCalls, signIn } from '../api/auth-calls'
import { SchoolSignInButton } from './school-sign-in'

type Page = 'login' | 'register' | 'forgot' | 'reset' | 'own'

/**
 * Log in, register, forgotten and new password, and the own password after a start password from
 * the teacher's card: one small form each, the server's messages shown. The login takes an address
 * or a user name, and `?user=` (the card's QR code) fills it in (decision 038).
 */
export function AuthPages({ page }: { page: Page }) {
  const texts = useTexts()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [fields, setFields] = useState({
    firstname: '',
    lastname: '',
    email: page === 'login' ? (params.get('user') ?? '') : '',
    password: '',
    confirmation: '',
  })
  const [error, setError] = useState<string | null>(null)
  // A page that sent the student here may say why (a deleted account, decision 045).
  const notice = (useLocation().state as { notice?: string } | null)?.notice
  const [done, setDone] = useState<string | null>(notice ?? null)
  const [busy, setBusy] = useState(false)
  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setFields({ ...fields, [name]: event.currentTarget.value }),
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    if ((page === 'login' && (!fields.email || !fields.password)) || (page === 'forgot' && !fields.email)) {
      setError(texts.auth.missing)
      return
    }
    setBusy(true)
    try {
      if (page === 'login') {
        const session = await signIn(
          (await authCalls.login({ email: fields.email.trim(), password: fields.password })).api_token,
        )
        // A start password from the card: an own one before anything else.
        navigate(session.mustChangePassword ? '/own-password' : '/')
      } else if (page === 'own') {
        await authCalls.ownPassword({ password: fields.password, password_confirmation: fields.confirmation })
        navigate('/')
      } else if (page === 'register') {
        const answer = await authCalls.register({
          firstname: fields.firstname,
          lastname: fields.lastname,
          email: fields.email,
          password: fields.password,
          password_confirmation: fields.confirmation,
        })
        await signIn(answer.api_token)
        navigate('/')
      } else if (page === 'forgot') {
        await authCalls.forgotPassword(fields.email)
        setDone(texts.auth.forgotSent)
      } else {
        await authCalls.resetPassword({
          token: params.get('token') ?? '',
          password: fields.password,
          password_confirmation: fields.confirmation,
        })
        setDone(texts.auth.resetDone)
      }
    } catch (failure) {
      setError(errorText(failure, texts))
    } finally {
      setBusy(false)
    }
  }

  const title = {
    login: texts.auth.loginTitle,
    register: texts.auth.registerTitle,
    forgot: texts.auth.forgotTitle,
    reset: texts.auth.resetTitle,
    own: texts.auth.ownTitle,
  }[page]
  const submitLabel = {
    login: texts.auth.login,
    register: texts.auth.register,
    forgot: texts.auth.forgotSend,
    reset: texts.auth.resetSave,
    own: texts.auth.resetSave,
  }[page]

  return (
    <Paper maw={420} mx="auto" mt="xl" p="lg" withBorder>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {done && (
            <Alert color="teal" role="status">
              {done}
            </Alert>
          )}
          {page === 'register' && (
            <>
              <TextInput
                label={texts.auth.firstname}
                autoComplete="given-name"
                required
                {...field('firstname')}
              />
              <TextInput
                label={texts.auth.lastname}
                autoComplete="family-name"
                required
                {...field('lastname')}
              />
            </>
          )}
          {page === 'own' && <Text>{texts.auth.ownIntro}</Text>}
          {page === 'login' && (
            <TextInput
              label={texts.auth.loginName}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              {...field('email')}
            />
          )}
          {(page === 'register' || page === 'forgot') && (
            <TextInput
              label={texts.auth.email}
              type="email"
              autoComplete="email"
              required
              {...field('email')}
            />
          )}
          {page !== 'forgot' && (
            <PasswordInput
              label={texts.auth.password}
              autoComplete={page === 'login' ? 'current-password' : 'new-password'}
              required
              {...field('password')}
            />
          )}
          {(page === 'register' || page === 'reset' || page === 'own') && (
            <PasswordInput
              label={texts.auth.passwordConfirmation}
              autoComplete="new-password"
              required
              {...field('confirmation')}
            />
          )}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          {page === 'login' && <SchoolSignInButton onError={setError} />}
          {page === 'login' && (
            <>
              <Anchor component={Link} to="/forgot-password" size="sm">
                {texts.auth.forgot}
              </Anchor>
              <Anchor component={Link} to="/register" size="sm">
                {texts.auth.toRegister}
              </Anchor>
            </>
          )}
          {page !== 'login' && page !== 'own' && (
            <Anchor component={Link} to="/login" size="sm">
              {texts.auth.toLogin}
            </Anchor>
          )}
        </Stack>
      </form>
    </Paper>
  )
}
