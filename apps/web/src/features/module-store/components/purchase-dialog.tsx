import type { StoreModuleDetail } from '@lernraster/shared'
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureKey, isApiError } from '../../../lib/api-error'
import { useServerMessage } from '../../../lib/server-message'
import { usePurchaseMutation } from '../api/store-api'
import { balanceAfter } from '../model/crystal-entry'

type Props = {
  module: StoreModuleDetail | null
  balance: number
  onClose: () => void
  onBought: () => void
  /** The price changed meanwhile: the page reloads the module so the new price shows. */
  onPriceChanged: () => void
}

/** 'Kaufen': the price, the balance now and after, then one purchase (issue 14). */
export function PurchaseDialog({ module, balance, onClose, onBought, onPriceChanged }: Props) {
  const { t } = useTranslation()
  const serverMessage = useServerMessage()
  const purchase = usePurchaseMutation()
  const [problem, setProblem] = useState<string | null>(null)
  const crystals = (count: number) => t('moduleStore.purchase.crystals', { count })
  const after = module ? balanceAfter(balance, module.your_price) : null

  function buy() {
    if (!module || purchase.isPending) return
    setProblem(null)
    purchase.mutate(
      { id: module.id, admin_id: module.admin_id, crystals: module.your_price },
      {
        onSuccess: onBought,
        onError: (failure) => {
          if (isApiError(failure, 'priceChanged')) {
            setProblem(t('moduleStore.purchase.priceChanged'))
            onPriceChanged()
            return
          }
          if (!isApiError(failure) || failure.status >= 500) return setProblem(t(failureKey(failure)))
          if (failure.code === 'notFound') return setProblem(t('moduleStore.module.notFound'))
          // alreadyPurchased, ownModule, insufficientCrystals: the pack's words for each.
          if (failure.code && failure.code !== 'validation')
            return setProblem(t(`messages.errors.${failure.code}`))
          setProblem(serverMessage(failure.fieldError('admin_id') ?? failure.message) ?? failure.message)
        },
      },
    )
  }

  return (
    <Modal
      opened={module !== null}
      onClose={() => {
        setProblem(null)
        onClose()
      }}
      title={module ? t('moduleStore.purchase.title', { name: module.name }) : ''}
      closeButtonProps={{ 'aria-label': t('moduleStore.module.close') }}
    >
      {module && (
        <Stack gap="md">
          <Text size="sm">{t('moduleStore.purchase.text')}</Text>
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{t('moduleStore.purchase.price')}</Table.Th>
                <Table.Td>{crystals(module.your_price)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('moduleStore.purchase.balance')}</Table.Th>
                <Table.Td>{crystals(balance)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('moduleStore.purchase.after')}</Table.Th>
                <Table.Td fw={700}>{after === null ? '–' : crystals(after)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={purchase.isPending}>
              {t('moduleStore.purchase.cancel')}
            </Button>
            <Button onClick={buy} loading={purchase.isPending} disabled={after === null} data-autofocus>
              {t('moduleStore.purchase.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
