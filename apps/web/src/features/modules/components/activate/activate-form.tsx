import type { Group as SchoolClass, Subject } from '@lernraster/shared'
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconAlertCircle, IconPlayerPlay } from '@tabler/icons-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useGroupsLookup, useSubjectsLookup } from '../../../../lib/lookups'
import { useActivateMutation } from '../../api/activations'
import {
  type ActivatePlace,
  type ActivateProblems,
  activateFailure,
  checkActivation,
  firstProblemPlace,
} from '../../model/activate-form'
import { selectableGroups } from '../../model/activate-lookups'
import { ChoiceField } from './choice-field'
import { NewGroupForm } from './new-group-form'
import { NewSubjectForm } from './new-subject-form'
import { useShownProblem } from './use-shown-problem'

type Props = {
  module: { id: number; name: string }
  onCancel: () => void
  onActivated: (group: SchoolClass) => void
  /** Told while the activation runs, so the dialog does not close over it. */
  onBusy: (busy: boolean) => void
}

/**
 * Class and subject for an activation (docs/product/runs.md "Activating"), each chosen or created on the
 * spot; every refusal under the field it concerns, the module's own above the buttons.
 */
export function ActivateForm({ module, onCancel, onActivated, onBusy }: Props) {
  const { t } = useTranslation()
  const shown = useShownProblem()
  const groups = useGroupsLookup(true)
  const subjects = useSubjectsLookup(true)
  const activate = useActivateMutation()
  const [groupId, setGroupId] = useState<number | null>(null)
  const [subjectId, setSubjectId] = useState<number | null>(null)
  const [problems, setProblems] = useState<ActivateProblems>({})
  const [creating, setCreating] = useState({ group: false, subject: false })
  const [notes, setNotes] = useState<{ group: string | null; subject: string | null }>({
    group: null,
    subject: null,
  })
  const groupSelect = useRef<HTMLSelectElement>(null)
  const subjectSelect = useRef<HTMLSelectElement>(null)
  const moduleAlert = useRef<HTMLDivElement>(null)
  // Where the cursor goes once the refusals are drawn: the first field with one (docs/design.md
  // "Forms and messages").
  const [focusPlace, setFocusPlace] = useState<{ place: ActivatePlace } | null>(null)
  useEffect(() => onBusy(activate.isPending), [activate.isPending, onBusy])
  useEffect(() => {
    if (!focusPlace) return
    const target = { group: groupSelect, subject: subjectSelect, module: moduleAlert }[focusPlace.place]
    target.current?.focus()
  }, [focusPlace])

  const classes = selectableGroups(groups.data ?? [])
  const chosenGroup = classes.find((group) => group.id === groupId)

  const show = (found: ActivateProblems) => {
    setProblems(found)
    const place = firstProblemPlace(found)
    if (place) setFocusPlace({ place })
  }

  function chooseGroup(id: number | null, group = classes.find((item) => item.id === id)) {
    setGroupId(id)
    // Said at once: a class nobody has joined yet cannot run a module (docs/product/runs.md "Activating").
    const { group: problem } = checkActivation({
      groupId: id,
      subjectId,
      activeStudents: group?.active_users ?? null,
    })
    setProblems(({ group: _, ...rest }) => (id !== null && problem ? { ...rest, group: problem } : rest))
  }

  function chooseSubject(id: number | null) {
    setSubjectId(id)
    setProblems(({ subject: _, ...rest }) => rest)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (activate.isPending) return
    const checked = checkActivation({ groupId, subjectId, activeStudents: chosenGroup?.active_users ?? null })
    if (groupId === null || subjectId === null || firstProblemPlace(checked)) return show(checked)
    setProblems({})
    activate.mutate(
      { id: module.id, group_id: groupId, subject_id: subjectId },
      {
        onSuccess: () => chosenGroup && onActivated(chosenGroup),
        onError: (error) => {
          const found = activateFailure(error)
          // Gone meanwhile (deleted in another tab): the lists should stop offering it.
          if (found.module && 'key' in found.module && found.module.key === 'notFound') {
            void groups.refetch()
            void subjects.refetch()
          }
          show(found)
        },
      },
    )
  }

  const lookupFailed = groups.isError || subjects.isError
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text size="sm">{t('moduleActive.activate.intro')}</Text>
        {lookupFailed && (
          <Alert role="alert" variant="light" color="red" icon={<IconAlertCircle aria-hidden />}>
            {t('moduleActive.activate.loadError')}{' '}
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => void Promise.all([groups.refetch(), subjects.refetch()])}
            >
              {t('moduleActive.activate.retry')}
            </Button>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <ChoiceField
            label={t('moduleActive.activate.group')}
            placeholder={t('moduleActive.activate.groupPlaceholder')}
            options={classes.map((group) => ({
              value: String(group.id),
              label: t('moduleActive.activate.groupOption', { name: group.name, n: group.active_users }),
            }))}
            value={groupId}
            onChange={chooseGroup}
            loading={groups.isPending}
            error={shown.activate(problems.group)}
            note={
              notes.group ??
              (groups.isSuccess && classes.length === 0 ? t('moduleActive.activate.noGroups') : null)
            }
            selectRef={groupSelect}
            createLabel={t('moduleActive.activate.newGroup')}
            creating={creating.group}
            onCreate={() => setCreating((current) => ({ ...current, group: true }))}
            createForm={
              <NewGroupForm
                onCreated={(group) => {
                  setCreating((current) => ({ ...current, group: false }))
                  setNotes((current) => ({
                    ...current,
                    group: t('moduleActive.activate.groupCreated', { name: group.name, code: group.token }),
                  }))
                  chooseGroup(group.id, group)
                  groupSelect.current?.focus()
                }}
                onCancel={() => {
                  setCreating((current) => ({ ...current, group: false }))
                  groupSelect.current?.focus()
                }}
              />
            }
          />
          <ChoiceField
            label={t('moduleActive.activate.subject')}
            placeholder={t('moduleActive.activate.subjectPlaceholder')}
            options={(subjects.data ?? []).map((subject: Subject) => ({
              value: String(subject.id),
              label: t('moduleActive.activate.subjectOption', { token: subject.token, title: subject.title }),
            }))}
            value={subjectId}
            onChange={chooseSubject}
            loading={subjects.isPending}
            error={shown.activate(problems.subject)}
            note={
              notes.subject ??
              (subjects.isSuccess && subjects.data.length === 0
                ? t('moduleActive.activate.noSubjects')
                : null)
            }
            selectRef={subjectSelect}
            createLabel={t('moduleActive.activate.newSubject')}
            creating={creating.subject}
            onCreate={() => setCreating((current) => ({ ...current, subject: true }))}
            createForm={
              <NewSubjectForm
                onCreated={(subject) => {
                  setCreating((current) => ({ ...current, subject: false }))
                  setNotes((current) => ({
                    ...current,
                    subject: t('moduleActive.activate.subjectCreated', { name: subject.title }),
                  }))
                  chooseSubject(subject.id)
                  subjectSelect.current?.focus()
                }}
                onCancel={() => {
                  setCreating((current) => ({ ...current, subject: false }))
                  subjectSelect.current?.focus()
                }}
              />
            }
          />
        </SimpleGrid>
        {problems.module && (
          <Alert
            ref={moduleAlert}
            tabIndex={-1}
            role="alert"
            variant="light"
            color="red"
            icon={<IconAlertCircle aria-hidden />}
          >
            {shown.activate(problems.module)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={activate.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={activate.isPending}
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            data-action="activate"
          >
            {t('moduleActive.activate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
