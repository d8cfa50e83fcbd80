import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { feedTime, formatDate, formatTime } from '../../model/feed-format'

const relative = new Map<string, Intl.RelativeTimeFormat>()
function minutesAgo(minutes: number, language: string) {
  let format = relative.get(language)
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
    relative.set(language, format)
  }
  return format.format(-minutes, 'minute')
}

/**
 * When a feed entry happened ("vor 5 Minuten", "heute, 14:05", "22.11.2026, 14:05"), relative to the
 * feed's last refresh; the exact moment as the machine-readable value and on hover.
 */
export function FeedTime({ value, now }: { value: string; now: number }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const shown = feedTime(value, now, language)
  if (!shown) return null
  const date = new Date(value)
  const exact = `${formatDate(date, language)}, ${formatTime(date, language)}`
  const text =
    shown.kind === 'minutesAgo'
      ? minutesAgo(shown.minutes, language)
      : shown.kind === 'date'
        ? t('moduleFeeds.time.date', { date: shown.date, time: shown.time })
        : t(`moduleFeeds.time.${shown.kind}`, { time: shown.time })
  return (
    <Text component="time" dateTime={value} title={exact} size="xs" c="dimmed" style={{ flexShrink: 0 }}>
      {text}
    </Text>
  )
}
