import type { feedback as de } from '../de/feedback'
import type { Translations } from '../types'

export const feedback: Translations<typeof de> = {
  button: 'Feedback',
  title: 'Send feedback',
  intro: 'Questions, praise, wishes or bugs: your message goes straight to the Lernraster team.',
  type: 'What is it about?',
  content: 'Your message',
  count: '{{length}} / {{max}}',
  countAnnouncement: '{{length}} of {{max}} characters',
  send: 'Send',
}
