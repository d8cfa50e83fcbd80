import type { TopicType } from '@lernraster/shared'
import { useTranslation } from 'react-i18next'
import { registerGermanTexts } from '../../lib/i18n'
import { moduleDialogs } from '../../locales/de/module-dialogs'

// The module screens and the progress screens name topic types; both load lazily, so the words come
// with this hook, not with the login screen. They stay in the module dialogs' pack, where the topic
// form shows them too.
registerGermanTexts({ moduleDialogs })

type KnownName = keyof typeof moduleDialogs.topicTypes
const known = new Set<string>(Object.keys(moduleDialogs.topicTypes))
const isKnown = (name: string): name is KnownName => known.has(name)

/** A topic type's title in the teacher's language; the server stores the German one. */
export function useTopicTypeTitle() {
  const { t } = useTranslation()
  return (type: Pick<TopicType, 'name' | 'title'>) =>
    isKnown(type.name) ? t(`moduleDialogs.topicTypes.${type.name}`) : type.title
}
