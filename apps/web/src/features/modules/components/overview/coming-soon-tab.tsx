import { Button } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { EmptyState } from '../../../../components/empty-state'

type Props = {
  icon: ReactNode
  /** One plain sentence: what will appear here and that it comes later. No made-up entries. */
  text: string
  /** The way to what works today: the own modules. */
  next: { label: string; onClick: () => void }
}

/** A tab whose lists arrive with a later version (active and available modules). */
export function ComingSoonTab({ icon, text, next }: Props) {
  return (
    <EmptyState
      icon={icon}
      text={text}
      action={
        <Button
          variant="default"
          rightSection={<IconArrowRight size={16} aria-hidden />}
          onClick={next.onClick}
        >
          {next.label}
        </Button>
      }
    />
  )
}
