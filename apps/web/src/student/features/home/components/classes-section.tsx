import type { StudentClass } from '@lernraster/shared'
import { Alert, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation'
import { useTexts } from '../../../language'
import { errorText } from '../../../lib/error-text'
import { homeKeys } from '../../../lib/query-keys'
import { fill } from '../../../locales'
import { joinClass, useClasses } from '../api/home-queries'
import { LeaveClassButton } from './leave-class-button'

/**
 * The student's classes with their teachers, and joining one by its code; classes archived in
 * earlier school years apart below them.
 */
export function ClassesSection() {
  const texts = useTexts()
  const queryClient = useQueryClient()
  const classes = useClasses()
  const [code, setCode] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const join = useGuardedMutation({
    mutationFn: () => joinClass(code),
    onSuccess: (list) => {
      queryClient.setQueryData(homeKeys.classes, list)
      void queryClient.invalidateQueries()
      setCode('')
      setMessage({ ok: true, text: texts.home.joined })
    },
    onError: (error) => setMessage({ ok: false, text: errorText(error, texts) }),
  })
  const current = classes.data?.filter((group) => group.archived_in === null) ?? []
  const earlier = classes.data?.filter((group) => group.archived_in !== null) ?? []
  const teacherOf = (group: StudentClass) =>
    fill(texts.home.teacher, { name: `${group.teacher.firstname} ${group.teacher.lastname}` })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setMessage(null)
    join.mutate()
  }
  return (
    <Stack component="section" aria-labelledby="classes-title">
      <Title order={2} id="classes-title" size="h3">
        {texts.home.classes}
      </Title>
      {classes.data && current.length === 0 && (
        <Text>{earlier.length > 0 ? texts.home.noCurrentClasses : texts.home.noClasses}</Text>
      )}
      <Group gap="sm">
        {current.map((group) => (
          <Group key={group.id} gap={4} wrap="wrap">
            <Badge
              size="lg"
              tt="none"
              variant={group.active ? 'light' : 'outline'}
              color={group.active ? 'indigo' : 'gray.7'}
            >
              {group.name} · {teacherOf(group)}
              {!group.active && ` · ${texts.home.inactive}`}
            </Badge>
            <LeaveClassButton group={group} onLeft={(text) => setMessage({ ok: true, text })} />
          </Group>
        ))}
      </Group>
      {earlier.length > 0 && (
        // Archived classes only to look back at (decision 051): no place to work, nothing to leave
        // (the server refuses that too).
        <Stack gap={4} data-earlier-classes>
          <Text size="sm" fw={600}>
            {texts.home.earlierYears}
          </Text>
          <Group gap="sm">
            {earlier.map((group) => (
              <Badge key={group.id} size="lg" tt="none" variant="outline" color="gray.7">
                {group.name} · {teacherOf(group)} ·{' '}
                {fill(texts.home.schoolYear, { year: group.archived_in ?? '' })}
              </Badge>
            ))}
          </Group>
        </Stack>
      )}
      <form onSubmit={submit} noValidate>
        <Group align="flex-end">
          <TextInput
            label={texts.home.joinLabel}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoComplete="off"
            maxLength={20}
            error={message && !message.ok ? message.text : undefined}
          />
          <Button type="submit" loading={join.isPending}>
            {texts.home.joinButton}
          </Button>
        </Group>
      </form>
      {message?.ok && (
        <Alert color="teal" role="status">
          {message.text}
        </Alert>
      )}
    </Stack>
  )
}
