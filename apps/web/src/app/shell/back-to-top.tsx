import { ActionIcon, Transition } from '@mantine/core'
import { useWindowScroll } from '@mantine/hooks'
import { IconArrowUp } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/** Appears once the page is scrolled, bottom right in the page frame's gutter (clear of the footer's text). */
export function BackToTop() {
  const { t } = useTranslation()
  const [scroll, scrollTo] = useWindowScroll()
  return (
    <Transition transition="slide-up" mounted={scroll.y > 300}>
      {(style) => (
        <ActionIcon
          className="back-to-top"
          style={style}
          size="xl"
          radius="xl"
          variant="default"
          aria-label={t('shell.backToTop')}
          onClick={() => scrollTo({ y: 0 })}
        >
          <IconArrowUp size={20} aria-hidden />
        </ActionIcon>
      )}
    </Transition>
  )
}
