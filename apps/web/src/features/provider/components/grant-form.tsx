import { storeLimits, type TeacherBalance } from '@lernraster/shared'
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureKey, isApiError } from '../../../lib/api-error'
import { showSnackbar } from '../../../lib/snackbar'
import { findTeacher, useGrantMutation } from '../api/provider-api'

/**
 * *Kristalle buchen* (issue 38): the teacher by e-mail, looked up first so the administrator sees the
 * name and the balance; then the amount (minus takes back) and the reason the teacher reads. The
 * server never lets a balance go below zero; a double click books once.
 */
export function GrantForm() {
  const { t } = useTranslation()
  const [email, setEmail] = useState('')
  const [teacher, setTeacher] = useState<TeacherBalance | null>(null)
  const [finding, setFinding] = useState(false)
  const [amount, setAmount] = useState<number | string>('')
  const [reason, setReason] = useState('')
  const [problems, setProblems] = useState<{
    email?: string
    amount?: string
    reason?: string
    form?: string
  }>({})
  const grant = useGrantMutation()

  const find = async () => {
    setFinding(true)
    setProblems({})
    setTeacher(null)
    try {
      setTeacher(await findTeacher(email.trim()))
    } catch (error) {
      setProblems({
        email:
          isApiError(error, 'notFound') || isApiError(error, 'validation')
            ? t('provider.crystals.grant.notFound')
            : t(failureKey(error)),
      })
    } finally {
      setFinding(false)
    }
  }

  const value = typeof amount === 'number' ? amount : Number.NaN
  const submit = () => {
    const found: typeof problems = {}
    if (!Number.isInteger(value) || value === 0 || Math.abs(value) > storeLimits.grantMax)
      found.amount = t('provider.crystals.grant.amountInvalid')
    if (reason.trim() === '') found.reason = t('provider.crystals.grant.reasonRequired')
    else if (reason.trim().length > storeLimits.grantReasonMax)
      found.reason = t('provider.crystals.grant.reasonTooLong')
    setProblems(found)
    if (!teacher || Object.keys(found).length > 0) return
    grant.mutate(
      { email: teacher.email, amount: value, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          showSnackbar(t('provider.crystals.grant.after', { balance: answer.balance }))
          setTeacher({ ...teacher, balance: answer.balance })
          setAmount('')
          setReason('')
        },
        onError: (error) =>
          setProblems({
            form: isApiError(error, 'insufficientCrystals')
              ? t('provider.crystals.grant.belowZero')
              : t(failureKey(error)),
          }),
      },
    )
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('provider.crystals.grant.title')}
        </Title>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('provider.crystals.grant.email')}
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value)
              setTeacher(null)
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void find()
            }}
            error={problems.email}
            w={340}
          />
          <Button variant="default" onClick={find} loading={finding} disabled={email.trim() === ''}>
            {t('provider.crystals.grant.find')}
          </Button>
        </Group>
        {teacher && (
          <>
            <Text role="status">
              {t('provider.crystals.grant.found', {
                name: `${teacher.firstname} ${teacher.lastname}`.trim(),
                email: teacher.email,
                balance: teacher.balance,
              })}
            </Text>
            <NumberInput
              label={t('provider.crystals.grant.amount')}
              value={amount}
              onChange={(next) => {
                setAmount(next)
                setProblems((current) => ({ ...current, amount: undefined }))
              }}
              allowDecimal={false}
              min={-storeLimits.grantMax}
              max={storeLimits.grantMax}
              error={problems.amount}
              w={220}
            />
            <Textarea
              label={t('provider.crystals.grant.reason')}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value)
                setProblems((current) => ({ ...current, reason: undefined }))
              }}
              description={t('provider.crystals.grant.count', { count: reason.trim().length })}
              error={problems.reason}
              autosize
              minRows={2}
              maw={640}
            />
            {problems.form && (
              <Alert color="red" role="alert">
                {problems.form}
              </Alert>
            )}
            <Group>
              <Button onClick={submit} loading={grant.isPending}>
                {Number.isInteger(value) && value < 0
                  ? t('provider.crystals.grant.submitCorrection', { amount: Math.abs(value) })
                  : t('provider.crystals.grant.submitGrant', {
                      amount: Number.isInteger(value) ? value : '',
                    })}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  )
}
