import { modalWidths } from '@lernraster/shared'
import { Badge, Button, Group, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { deviationArrow, gradeDeviation } from '../../model/goal-colour'
import { type StudentTile, topicNumber } from '../../model/student-cards'
import { formatGrade } from '../../model/student-format'
import { useTileWords } from './use-tile-words'

export type OpenedRatings = { name: string; tile: StudentTile }

type Props = {
  /** The student and tile to show; null keeps the dialog closed. */
  opened: OpenedRatings | null
  onClose: () => void
}

/**
 * Spec 2 §2: a tile's ratings, titled with the student's name: 'Frage' and 'Note' per rating, the
 * grade green at or above the goal the student had when rating, otherwise red, with an arrow and the
 * words for screen readers and colour-blind teachers.
 */
export function StudentRatingsDialog({ opened, onClose }: Props) {
  const { t, i18n } = useTranslation()
  const words = useTileWords()
  // The last ratings stay while the dialog closes, so its content does not vanish under the animation.
  const [shown, setShown] = useState(opened)
  if (opened && opened !== shown) setShown(opened)
  const current = opened ?? shown
  const topic = current?.tile.topic
  const titles = new Map(topic?.questions.map((question) => [question.id, question]))
  const ratings = [...(current?.tile.standing?.evaluations ?? [])].sort(
    (a, b) => (titles.get(a.question_id)?.order ?? 0) - (titles.get(b.question_id)?.order ?? 0),
  )

  return (
    <Modal
      opened={opened !== null}
      onClose={onClose}
      size={modalWidths.default}
      title={<Text fw={700}>{current?.name}</Text>}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {current && topic && (
        <Stack gap="md">
          <Text c="dimmed" size="sm">
            {t('progressStudents.ratings.topic', { number: topicNumber(current.tile), title: topic.title })}
            {current.tile.standing &&
              ` · ${t('progressShared.goal', { goal: formatGrade(current.tile.standing.goal, i18n.language) })}`}
          </Text>
          <Table striped withTableBorder verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('progressStudents.ratings.question')}</Table.Th>
                <Table.Th w={170}>{t('progressStudents.ratings.grade')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ratings.map((rating) => {
                const deviation = gradeDeviation(rating.grade, rating.goal)
                const side = words.side({ deviation, standing: null })
                return (
                  <Table.Tr key={rating.question_id} data-side={deviation.side}>
                    <Table.Td>{titles.get(rating.question_id)?.title ?? ''}</Table.Td>
                    <Table.Td>
                      <Badge
                        variant="filled"
                        size="lg"
                        // White text above 4.5:1 on both: red-8, and teal-9 (the grid's blue-leaning green).
                        color={deviation.side === 'below' ? 'red.8' : 'teal.9'}
                        radius="sm"
                        style={{ textTransform: 'none' }}
                        title={t('progressShared.goal', {
                          goal: formatGrade(rating.goal, i18n.language),
                        })}
                      >
                        <span aria-hidden>
                          {formatGrade(rating.grade, i18n.language)} {deviationArrow(deviation)}
                        </span>
                        <VisuallyHidden>
                          {t('progressStudents.ratings.gradeOf', {
                            grade: formatGrade(rating.grade, i18n.language),
                            side,
                          })}
                        </VisuallyHidden>
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
