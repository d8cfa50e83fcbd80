import type { ModuleSummary } from '@lernraster/shared'
import { Badge } from '@mantine/core'
import {
  IconCircleCheck,
  IconCircleX,
  IconHourglass,
  IconPencil,
  IconPlayerPlay,
  IconShare,
  IconShoppingCart,
  IconWorld,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { statusNameOf } from '../../model/module-card'

const looks = {
  draft: { color: 'gray', Icon: IconPencil },
  // Teal text reads under 4.5:1 on its tint, even teal-9 (4.3:1): dark text on the teal tint, as the
  // outdated badge does (issue 31 shows it on own cards of running modules).
  active: { color: 'teal', Icon: IconPlayerPlay, text: 'dark.7' },
  published: { color: 'indigo', Icon: IconWorld },
  finished: { color: 'gray', Icon: IconCircleCheck },
  // Not yellow: yellow-9 text on its light tint reads under 3:1.
  awaiting_confirmation: { color: 'grape', Icon: IconHourglass },
  confirmation_declined: { color: 'red', Icon: IconCircleX },
  purchased: { color: 'indigo', Icon: IconShoppingCart },
  shared: { color: 'indigo', Icon: IconShare },
} as const

type StatusName = keyof typeof looks

function isKnown(name: string | undefined): name is StatusName {
  return name !== undefined && name in looks
}

/** A module's status as a word with an icon, never colour alone (docs/design.md "Status and colour"). */
export function ModuleStatusBadge({ module }: { module: Pick<ModuleSummary, 'status_id' | 'status'> }) {
  const { t } = useTranslation()
  const name = statusNameOf(module)
  // A status this version does not know yet: the server's own word, without an icon.
  if (!isKnown(name)) {
    return (
      <Badge variant="light" color="gray" radius="sm" tt="none">
        {module.status.title}
      </Badge>
    )
  }
  const look = looks[name]
  const { color, Icon } = look
  return (
    <Badge
      variant="light"
      color={color}
      c={'text' in look ? look.text : undefined}
      radius="sm"
      tt="none"
      leftSection={<Icon size={12} aria-hidden />}
      style={{ flexShrink: 0 }}
    >
      {t(`moduleList.status.${name}`)}
    </Badge>
  )
}
