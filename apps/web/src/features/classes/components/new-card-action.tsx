import type { Group, GroupUser, NewStartPasswordAnswer } from '@lernraster/shared'
import { Alert, Button, Modal, Group as Row, Stack, Table, Text } from '@mantine/core'
import { IconAlertCircle, IconId, IconPrinter } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmPanel } from '../../../components/confirm-panel'
import { RowAction } from '../../../components/row-action'
import { useNewStartPasswordMutation } from '../api/new-start-password'
import { useCardPrinting } from '../cards/use-card-printing'
import { fullName } from '../model/students'

/**
 * "Neue Karte" in a student's row (decision 038): only for a student the server marks `new_card`
 * (made by this teacher, no address of their own). Asks first, as the old password stops working and
 * the student's sessions end; then shows the new start password once and prints the one card.
 */
export function NewCardAction({ group, student }: { group: Group; student: GroupUser }) {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  if (!student.new_card) return null
  const name = fullName(student)
  return (
    <>
      <RowAction
        icon={<IconId size={16} aria-hidden />}
        label={t('classes.newCard.action')}
        accessibleName={t('classes.newCard.actionOf', { name })}
        dialog
        onClick={() => setOpened(true)}
      />
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        size="md"
        title={t('classes.newCard.title', { name })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {opened && <NewCardPanel group={group} student={student} onClose={() => setOpened(false)} />}
      </Modal>
    </>
  )
}

function NewCardPanel({
  group,
  student,
  onClose,
}: {
  group: Group
  student: GroupUser
  onClose: () => void
}) {
  const { t } = useTranslation()
  const renew = useNewStartPasswordMutation()
  const [card, setCard] = useState<NewStartPasswordAnswer | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const { printing, print } = useCardPrinting(setProblem)
  const name = fullName(student)

  const printCard = (answer: NewStartPasswordAnswer) =>
    print({
      groupName: group.name,
      cards: [
        {
          firstname: answer.firstname,
          lastname: answer.lastname,
          username: answer.username,
          startPassword: answer.start_password,
        },
      ],
      filename: t('classes.newCard.filename', { name: fullName(answer) }),
    })

  if (!card) {
    return (
      <Stack gap="md">
        {problem && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        )}
        <ConfirmPanel
          question={t('classes.newCard.question', { name })}
          text={t('classes.newCard.text', { name })}
          confirmLabel={t('classes.newCard.confirm')}
          danger
          loading={renew.isPending}
          onCancel={onClose}
          onConfirm={() =>
            renew.mutate(
              { group_id: group.id, user_id: student.id },
              {
                onSuccess: setCard,
                onError: () => setProblem(t('classes.newCard.failed', { name })),
              },
            )
          }
        />
      </Stack>
    )
  }
  return (
    <Stack gap="md">
      <Text size="sm">{t('classes.newCard.done')}</Text>
      <Table aria-label={t('classes.newCard.title', { name })}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>{t('classes.cards.username')}</Table.Th>
            <Table.Td>{card.username}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('classes.cards.startPassword')}</Table.Th>
            <Table.Td>{card.start_password}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {problem && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {problem}
        </Alert>
      )}
      <Row justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Button
          leftSection={<IconPrinter size={16} aria-hidden />}
          loading={printing !== null}
          onClick={() => printCard(card)}
        >
          {t('classes.newCard.print')}
        </Button>
      </Row>
    </Stack>
  )
}
