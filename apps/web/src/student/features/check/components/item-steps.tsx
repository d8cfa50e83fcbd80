import type { CheckAnswer, StudentCheckItem } from '@lernraster/shared'
import { Button, Group } from '@mantine/core'
import { isAnswered } from '../../../../components/check-answer'
import { useTexts } from '../../../language'
import { fill } from '../../../locales'

/**
 * The items as numbered buttons (44 px), filled once answered: the student sees what is left and
 * jumps there with one tap. They wrap on a narrow phone rather than scroll.
 */
export function ItemSteps(props: {
  items: StudentCheckItem[]
  answers: Record<string, CheckAnswer>
  current: number
  onGo: (index: number) => void
}) {
  const texts = useTexts()
  return (
    <Group gap={6} component="nav" aria-label={texts.check.itemList}>
      {props.items.map((item, index) => {
        const answered = isAnswered(props.answers[item.id])
        const number = index + 1
        return (
          <Button
            key={item.id}
            size="compact-md"
            w={44}
            h={44}
            px={0}
            variant={index === props.current ? 'filled' : answered ? 'light' : 'default'}
            aria-current={index === props.current ? 'step' : undefined}
            aria-label={fill(answered ? texts.check.itemAnswered : texts.check.itemNumber, { number })}
            onClick={() => props.onGo(index)}
          >
            {number}
          </Button>
        )
      })}
    </Group>
  )
}
