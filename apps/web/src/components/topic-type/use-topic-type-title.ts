import type { TopicType } from '@lernraster/shared'
import { useTranslation } from 'react-i18next'
import { moduleDialogs } from '../../../../locales/de/module-dialogs'

type KnownName = keyof typeof moduleDialogs.topicTypes
const known = new Set<string>(Object.keys(moduleDialogs.topicTypes))
const isKnown = (name: string): name is KnownName => known.has(name)

/** A topic type's title in the teacher's language; the server stores the German one. */
export function useTopicTypeTitle() {
  const { t } = useTranslation()
  return (type: Pick<TopicType, 'name' | 'title'>) =>
    isKnown(type.name) ? t(`moduleDialogs.topicTypes.${type.name}`) : type.title
}
