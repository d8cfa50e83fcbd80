import { useTranslation } from 'react-i18next'
import { PageFrame } from '../../../../components/page-frame'
import { PageHeader } from '../../../../components/page-header'
import { paths } from '../../../../lib/paths'

/** Spec 2 §2. Being built in issue 13. */
export function ProgressPage() {
  const { t } = useTranslation()
  return (
    <PageFrame>
      <PageHeader
        title={t('progressStats.title')}
        back={{ to: paths.modules, label: t('progressShared.back') }}
      />
    </PageFrame>
  )
}
