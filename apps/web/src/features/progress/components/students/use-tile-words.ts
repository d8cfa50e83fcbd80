import { useTranslation } from 'react-i18next'
import { useTopicTypeTitle } from '../../../../components/topic-type/use-topic-type-title'
import type { StudentTile } from '../../model/student-cards'
import { boundedPercent, formatStudentAverage } from '../../model/student-format'

/** How a tile's numbers and side read in the teacher's language, for the popover, labels and dialog. */
export function useTileWords() {
  const { t, i18n } = useTranslation()
  const topicType = useTopicTypeTitle()
  return {
    /** 'über dem Ziel', 'unter dem Ziel' or 'noch nicht bewertet', and 'zu schnell' when flagged. */
    side: (tile: Pick<StudentTile, 'deviation' | 'standing'>) => {
      const side = t(`progressShared.side.${tile.deviation.side}`)
      return tile.standing?.too_fast ? `${side}, ${t('progressShared.tooFast')}` : side
    },
    percent: (value: number) => t('progressStudents.percent', { value: boundedPercent(value) }),
    average: (value: number | null) => formatStudentAverage(value, i18n.language) ?? '–',
    /** The English pack names the seeded types; a type added later shows its stored title. */
    topicType,
  }
}
