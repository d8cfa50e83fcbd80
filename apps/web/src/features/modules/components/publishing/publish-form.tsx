import { type MetaDataInput, type ModuleSummary, moduleDelays } from '@lernraster/shared'
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core'
import { type FormEvent, lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadErrorAlert } from '../../../../components/load-error-alert'
import { failureKey, isApiError } from '../../../../lib/api-error'
import { useServerMessage } from '../../../../lib/server-message'
import { showSnackbar } from '../../../../lib/snackbar'
import {
  useMetaDataQuery,
  useMetaDataUpdateMutation,
  usePublishMutation,
  useStoreLookupsQuery,
} from '../../api/publishing'
import {
  checkMetaData,
  initialValues,
  type MetaDataField,
  type MetaDataFormValues,
  publicationOffer,
} from '../../model/publication'
import { MetaDataFields } from './meta-data-fields'

// The preview draws with the store page's components: their code loads only when the author asks.
const StorePreview = lazy(() => import('./store-preview'))

export type PublishMode = 'publish' | 'editMetaData'
type Props = {
  module: ModuleSummary
  mode: PublishMode
  onDone: () => void
  onCancel: () => void
  /** The preview is shown or hidden: the dialog widens for the store page and narrows again. */
  onPreview?: (shown: boolean) => void
}

const fields: MetaDataField[] = [
  'description',
  'crystals',
  'lernraster_subject_id',
  'country_id',
  'schoollevel_id',
  'schooltype_id',
  'language_id',
  'tag_ids',
]

/** Loads what the form needs (the lookups, the previous metadata), then shows it. */
export function PublishForm(props: Props) {
  const { t } = useTranslation()
  const lookups = useStoreLookupsQuery()
  const metaId = props.module.publication?.module_meta_data_id ?? null
  const previous = useMetaDataQuery(metaId)
  // Only before the form has what it needs: a later refetch that fails must not take the form (and the
  // publication waiting for its answer) away.
  if ((lookups.isError && !lookups.data) || (previous.isError && !previous.data)) {
    return (
      <LoadErrorAlert
        message={t('publishing.dialog.loadError')}
        query={{
          refetch: () => Promise.all([lookups.refetch(), previous.refetch()]),
          isFetching: lookups.isFetching || previous.isFetching,
        }}
      />
    )
  }
  if (!lookups.isSuccess || (metaId !== null && !previous.isSuccess))
    return <Loader size="sm" aria-label="…" />
  return <LoadedForm {...props} lookups={lookups.data} start={initialValues(props.module, previous.data)} />
}

function LoadedForm({
  module,
  mode,
  onDone,
  onCancel,
  onPreview,
  lookups,
  start,
}: Props & {
  lookups: NonNullable<ReturnType<typeof useStoreLookupsQuery>['data']>
  start: MetaDataFormValues
}) {
  const { t } = useTranslation()
  const serverMessage = useServerMessage()
  const publish = usePublishMutation()
  const update = useMetaDataUpdateMutation()
  const [values, setValues] = useState(start)
  const [errors, setErrors] = useState<Partial<Record<MetaDataField, string>>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [previewing, setPreviewing] = useState<MetaDataInput | null>(null)
  const busy = publish.isPending || update.isPending
  const newVersion = publicationOffer(module).publish === 'newVersion'

  function showFailure(failure: unknown) {
    if (!isApiError(failure) || failure.status >= 500) return setProblem(t(failureKey(failure)))
    const prefix = mode === 'publish' ? 'metaData.' : ''
    const byField: Partial<Record<MetaDataField, string>> = {}
    for (const field of fields) {
      const text = failure.fieldError(`${prefix}${field}`) ?? failure.fieldError(field)
      if (text) byField[field] = serverMessage(text) ?? text
    }
    setErrors(byField)
    const general = failure.fieldError('id') ?? (Object.keys(byField).length === 0 ? failure.message : null)
    setProblem(general ? (serverMessage(general) ?? general) : null)
  }

  /** The values checked as the server will; the problems shown at their fields otherwise. */
  function checkedValues(): MetaDataInput | null {
    const checked = checkMetaData(values)
    if (checked.ok) return checked.value
    const shown: Partial<Record<MetaDataField, string>> = {}
    for (const [field, key] of Object.entries(checked.problems))
      shown[field as MetaDataField] = t(`publishing.problems.${key}`)
    setErrors(shown)
    return null
  }

  function preview() {
    const checked = checkedValues()
    if (!checked) return
    setErrors({})
    setPreviewing(checked)
    onPreview?.(true)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const value = checkedValues()
    if (!value) return
    const checked = { value }
    setErrors({})
    setProblem(null)
    const done = (text: string) => {
      showSnackbar(text, 'success', moduleDelays.successText)
      onDone()
    }
    if (mode === 'publish') {
      publish.mutate(
        { id: module.id, metaData: checked.value },
        { onSuccess: () => done(t('publishing.published')), onError: showFailure },
      )
    } else {
      update.mutate(
        { id: module.publication!.module_meta_data_id, ...checked.value },
        { onSuccess: () => done(t('publishing.metaDataUpdated')), onError: showFailure },
      )
    }
  }

  const intro =
    mode === 'editMetaData'
      ? t('publishing.dialog.editText')
      : newVersion
        ? t('publishing.dialog.newVersionText')
        : t('publishing.dialog.publishText')
  // Shown in place of the form, never a second dialog on top (docs/design.md "Dialogs").
  if (previewing)
    return (
      <Stack gap="md">
        <Suspense fallback={<Loader size="sm" aria-label="…" />}>
          <StorePreview moduleId={module.id} meta={previewing} lookups={lookups} />
        </Suspense>
        {/* Kept in sight at the dialog's bottom: the store page's grid is taller than the screen. */}
        <Group justify="flex-end" gap="sm" className="dialog-sticky-actions">
          <Button
            variant="default"
            onClick={() => {
              setPreviewing(null)
              onPreview?.(false)
            }}
          >
            {t('publishing.preview.hide')}
          </Button>
        </Group>
      </Stack>
    )
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{intro}</Text>
        <MetaDataFields values={values} onChange={setValues} lookups={lookups} errors={errors} />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('publishing.dialog.cancel')}
          </Button>
          {mode === 'publish' && (
            <Button variant="light" onClick={preview} disabled={busy}>
              {t('publishing.preview.show')}
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {mode === 'publish' ? t('publishing.dialog.submitPublish') : t('publishing.dialog.submitEdit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
