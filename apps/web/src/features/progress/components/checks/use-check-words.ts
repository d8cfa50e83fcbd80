import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../../lib/date-format'
import { type CheckMark, scoreText } from '../../model/check-marks'

/** A student's check (issue 37) in the teacher's words, for tiles, popovers, labels and the dialog. */
export function useCheckWords() {
  const { t, i18n } = useTranslation()
  const date = (mark: CheckMark) => (mark.at ? formatDate(mark.at, i18n.language) : '')
  return {
    /** 'Lernkontrolle bestanden am 22.11.2026'; null for a topic without a check. */
    mark: (mark: CheckMark): string | null => {
      switch (mark.state) {
        case 'attested':
          return t(
            mark.byTeacher ? 'progressChecks.mark.attestedByTeacher' : 'progressChecks.mark.attested',
            {
              date: date(mark),
            },
          )
        case 'notAttested':
          return mark.byTeacher
            ? t('progressChecks.mark.notAttestedByTeacher', { date: date(mark) })
            : t('progressChecks.mark.notAttested')
        case 'open':
          return t('progressChecks.mark.open')
        default:
          return null
      }
    },
    /** 'Letzter Versuch: 3/5 richtig, 2 Versuche'; null before the first attempt. */
    score: (mark: CheckMark): string | null => {
      const score = scoreText(mark.result)
      return score === null
        ? null
        : t('progressChecks.mark.score', { score, count: mark.result?.attempts ?? 0 })
    },
  }
}
