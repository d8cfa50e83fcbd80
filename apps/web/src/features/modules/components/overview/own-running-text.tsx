import type { OwnModuleSummary } from '@lernraster/shared'
import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { runningClasses } from '../../model/running-classes'

/** "Läuft in 7a und 7b" or "In keiner Ihrer Klassen aktiv": where an own module runs (issue 31). */
export function OwnRunningText({ module, size = 'sm' }: { module: OwnModuleSummary; size?: 'sm' | 'xs' }) {
  const { t, i18n } = useTranslation()
  const running = runningClasses(module.running_in, i18n.language)
  return (
    <Text size={size} data-running={module.id}>
      {running === null
        ? t('moduleList.own.notRunning')
        : running.more > 0
          ? t('moduleList.own.runningMore', { classes: running.classes, count: running.more })
          : t('moduleList.own.running', { classes: running.classes })}
    </Text>
  )
}
