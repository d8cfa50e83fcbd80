import { ActionIcon, Affix, Transition } from '@mantine/core'
import { useWindowScroll } from '@mantine/hooks'
import { IconArrowUp } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/** Appears once the page is scrolled; sits above the feedback button. */
export function BackToTop() {
  const { t } = useTranslation()
  const [scroll, scrollTo] = useWindowScroll()
  return (
    <Affix position={{ bottom: 80, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > 300}>
        {(style) => (
          <ActionIcon
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
    </Affix>
  )
}
