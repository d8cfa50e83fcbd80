import { useTranslation } from 'react-i18next'
import type { CheckTexts } from '../../model/check-marks'

/** The words of a check's state (issue 37) in the teacher's language, for the CSVs. */
export function useCheckTexts(): CheckTexts {
  const { t } = useTranslation()
  return {
    attested: t('progressChecks.state.attested'),
    notAttested: t('progressChecks.state.notAttested'),
    open: t('progressChecks.state.open'),
    byTeacher: t('progressChecks.byTeacher'),
  }
}
