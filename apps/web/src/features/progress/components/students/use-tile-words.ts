import type { TopicType } from '@lernraster/shared'
import { useTranslation } from 'react-i18next'
import type { StudentTile } from '../../model/student-cards'
import { boundedPercent, formatStudentAverage } from '../../model/student-format'

// The seeded topic types (migration 0005); the server stores their German titles.
const knownTypes = new Set(['normal', 'exercise', 'project', 'experiment', 'repetition', 'challenge'])

/** How a tile's numbers and side read in the teacher's language, for the popover, labels and dialog. */
export function useTileWords() {
  const { t, i18n } = useTranslation()
  return {
    /** 'über dem Ziel', 'unter dem Ziel' or 'noch nicht bewertet', and 'zu schnell' when flagged. */
    side: (tile: Pick<StudentTile, 'deviation' | 'standing'>) => {
      const side = t(`progressShared.side.${tile.deviation.side}`)
      return tile.standing?.too_fast ? `${side}, ${t('progressShared.tooFast')}` : side
    },
    percent: (value: number) => t('progressStudents.percent', { value: boundedPercent(value) }),
    average: (value: number | null) => formatStudentAverage(value, i18n.language) ?? '–',
    /** The English pack names the seeded types; German takes the stored title, also for a new type. */
    topicType: (type: Pick<TopicType, 'name' | 'title'>) =>
      knownTypes.has(type.name)
        ? t(`moduleDialogs.topicTypes.${type.name as 'normal'}`, { defaultValue: type.title })
        : type.title,
  }
}
