import { Button } from '@mantine/core'
import { useLanguage, useTexts } from '../language'
import type { StudentLanguage } from '../locales'

const choices: { value: StudentLanguage; label: string }[] = [
  { value: 'de', label: 'DE' },
  { value: 'en', label: 'EN' },
]

/**
 * German or English, in the header: two toggle buttons in a labelled group (Mantine gives it
 * role="group"), the chosen one filled. Not Mantine's
 * SegmentedControl: its sliding indicator measures the page's layout when it mounts, which forced a
 * layout of the whole first screen in the middle of the start (decision 035).
 * xs buttons are 30 px tall, above the 24 px of a tap target (WCAG 2.5.8), and narrow enough for the
 * header's one line at 360 px.
 */
export function LanguageSwitch() {
  const texts = useTexts()
  const { language, setLanguage } = useLanguage()
  return (
    <Button.Group aria-label={texts.language}>
      {choices.map((choice) => {
        const chosen = choice.value === language
        return (
          <Button
            key={choice.value}
            size="xs"
            px={8}
            variant={chosen ? 'filled' : 'default'}
            aria-pressed={chosen}
            onClick={() => setLanguage(choice.value)}
          >
            {choice.label}
          </Button>
        )
      })}
    </Button.Group>
  )
}
