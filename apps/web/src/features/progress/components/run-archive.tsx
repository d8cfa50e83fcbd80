import { Alert } from '@mantine/core'
import { IconArchive } from '@tabler/icons-react'
import { createContext, type ReactNode, useContext } from 'react'
import { useTranslation } from 'react-i18next'
import { paths } from '../../../lib/paths'

/**
 * The school year the run's class was archived in, null for a current class (issue 36 item 4). A
 * context rather than a prop: the write controls sit deep in cards, tiles and dialogs.
 */
const RunArchive = createContext<string | null>(null)

export function RunArchiveProvider({
  archivedIn,
  children,
}: {
  archivedIn: string | null
  children: ReactNode
}) {
  return <RunArchive.Provider value={archivedIn}>{children}</RunArchive.Provider>
}

/**
 * Whether the run on screen belongs to an archived class: its screens are then for viewing only. The
 * server refuses every write into an archived class (409 classArchived), so a control left on would
 * only lead to an error.
 */
export const useRunArchived = () => useContext(RunArchive) !== null

/** Where the title row's back link leads: an archived run is listed in the archive, not under Module. */
export function useRunBack(archivedIn: string | null): { to: string; label: string } {
  const { t } = useTranslation()
  return archivedIn === null
    ? { to: paths.modules, label: t('progressShared.back') }
    : { to: paths.archive, label: t('progressShared.backToArchive') }
}

/** The banner above an archived run's screen; nothing for a current one. */
export function ArchivedRunBanner({ archivedIn }: { archivedIn: string | null }) {
  const { t } = useTranslation()
  if (archivedIn === null) return null
  return (
    <Alert
      variant="light"
      color="indigo"
      icon={<IconArchive aria-hidden />}
      mb="md"
      data-testid="archived-run"
    >
      {t('progressShared.archived', { year: archivedIn })}
    </Alert>
  )
}
