import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation'
import { useTexts } from '../../../language'
import { errorText } from '../../../lib/error-text'
import { homeKeys } from '../../../lib/query-keys'
import { studentCall } from '../../../lib/student-client'
import { fill } from '../../../locales'
import { useMe } from '../api/home-queries'

/**
 * A student the teacher made without an address adds one (decision 041): a code goes to it, and once
 * it comes back here the address logs in too and "Passwort vergessen?" works. Shown only to an
 * account without an address; an address that has an account gets the same answer (no hint whose).
 */
export function AddressSection() {
  const texts = useTexts()
  const me = useMe()
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const send = useGuardedMutation({
    mutationFn: (address: string) => studentCall('POST /account/addEmail', { body: { email: address } }),
    onSuccess: (_, address) => {
      setSentTo(address)
      setMessage(null)
    },
    onError: (error) => setMessage({ ok: false, text: errorText(error, texts) }),
  })
  const confirm = useGuardedMutation({
    mutationFn: (value: string) => studentCall('POST /account/confirmEmail', { body: { code: value } }),
    onSuccess: async () => {
      setMessage({ ok: true, text: texts.address.done })
      await queryClient.invalidateQueries({ queryKey: homeKeys.me })
    },
    onError: (error) => setMessage({ ok: false, text: errorText(error, texts) }),
  })
  const done = message?.ok === true
  if (!me.data || (me.data.email !== null && !done)) return null
  return (
    <Card component="section" withBorder aria-labelledby="address-title">
      <Stack gap="sm">
        <Title order={2} id="address-title" size="h3">
          {texts.address.title}
        </Title>
        {!done && sentTo === null && (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              send.mutate(email.trim())
            }}
          >
            <Stack gap="sm">
              <Text size="sm">{texts.address.intro}</Text>
              <TextInput
                type="email"
                label={texts.address.email}
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
              />
              <Group>
                <Button type="submit" loading={send.isPending} disabled={email.trim() === ''}>
                  {texts.address.send}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {!done && sentTo !== null && (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              confirm.mutate(code.trim())
            }}
          >
            <Stack gap="sm">
              <Text size="sm">{fill(texts.address.sent, { email: sentTo })}</Text>
              <TextInput
                label={texts.address.code}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
              />
              <Group>
                <Button type="submit" loading={confirm.isPending} disabled={code.trim() === ''}>
                  {texts.address.confirm}
                </Button>
                <Button
                  variant="subtle"
                  onClick={() => {
                    setSentTo(null)
                    setCode('')
                    setMessage(null)
                  }}
                >
                  {texts.address.other}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {message && (
          <Alert color={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Alert>
        )}
      </Stack>
    </Card>
  )
}
