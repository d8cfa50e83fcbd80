import type { ModuleSummary } from '@lernraster/shared'
import { useTranslation } from 'react-i18next'
import { formatModuleDate, moduleCountsText } from '../../model/module-card'

/** The counts and the date of a module in the teacher's language, as cards and rows show them. */
export function useModuleTexts() {
  const { t, i18n } = useTranslation()
  return {
    counts: (module: ModuleSummary) =>
      moduleCountsText(module, {
        blocks: (count) => t('moduleList.counts.blocks', { count }),
        topics: (count) => t('moduleList.counts.topics', { count }),
        questions: (count) => t('moduleList.counts.questions', { count }),
        empty: t('moduleList.counts.empty'),
      }),
    updated: (module: ModuleSummary) => formatModuleDate(module.updated_at, i18n.language),
  }
}
