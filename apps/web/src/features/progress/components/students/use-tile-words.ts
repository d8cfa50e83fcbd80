import { tooFastMinutes } from '@lernraster/shared'
import { useTranslation } from 'react-i18next'
import { useTopicTypeTitle } from '../../../../components/topic-type/use-topic-type-title'
import type { StudentTile } from '../../model/student-cards'
import { boundedPercent, formatStudentAverage } from '../../model/student-format'

/** How a tile's numbers and side read in the teacher's language, for the popover, labels and dialog. */
export function useTileWords() {
  const { t, i18n } = useTranslation()
  const topicType = useTopicTypeTitle()
  return {
    /** 'über dem Ziel', 'unter dem Ziel' or 'noch nicht bewertet': the average against the goal alone. */
    side: (tile: Pick<StudentTile, 'deviation'>) => t(`progressShared.side.${tile.deviation.side}`),
    /** The side and, apart, too fast (issue 31): 'über dem Ziel, zu schnell', for a tile's name. */
    marks: (tile: Pick<StudentTile, 'deviation' | 'tooFast'>) => {
      const side = t(`progressShared.side.${tile.deviation.side}`)
      return tile.tooFast ? `${side}, ${t('progressShared.tooFast')}` : side
    },
    /** What too fast means, with its threshold: 'zu schnell bewertet: im Mittel unter 2 Minuten je Frage'. */
    tooFastMeaning: () => t('progressShared.tooFastMeaning', { minutes: tooFastMinutes }),
    percent: (value: number) => t('progressStudents.percent', { value: boundedPercent(value) }),
    average: (value: number | null) => formatStudentAverage(value, i18n.language) ?? '–',
    /** The English pack names the seeded types; a type added later shows its stored title. */
    topicType,
  }
}
