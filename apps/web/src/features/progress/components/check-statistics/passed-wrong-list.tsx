import type { CheckStatistics } from '@lernraster/shared'
import { List, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { TruncatedText } from '../../../../components/truncated-text'

/** How much of a task's text the list shows; the whole text on hover. */
const promptShown = 120

/** "Am häufigsten falsch bei bestandenen Versuchen": what even those who passed still got wrong. */
export function PassedWrongList({ statistics }: { statistics: CheckStatistics }) {
  const { t } = useTranslation()
  const percent = (value: number) => t('checkStatistics.percent', { value })
  const ranked = statistics.wrong_among_passed
  return (
    <section aria-labelledby="check-statistics-passed-wrong">
      <Title order={3} size="h4" id="check-statistics-passed-wrong">
        {t('checkStatistics.passedWrong.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('checkStatistics.passedWrong.hint')}
      </Text>
      {statistics.passed_attempts === 0 ? (
        <Text>{t('checkStatistics.passedWrong.noPassed')}</Text>
      ) : ranked.length === 0 ? (
        <Text>{t('checkStatistics.passedWrong.none')}</Text>
      ) : (
        <List type="ordered" spacing={4}>
          {ranked.map((item) => (
            <List.Item key={item.id}>
              <Text span fw={600}>
                {t('checkStatistics.items.number', { number: item.position })}
              </Text>{' '}
              <TruncatedText text={item.prompt} max={promptShown} />
              {' – '}
              {t('checkStatistics.passedWrong.line', {
                percent: percent(item.percent),
                wrong: item.wrong,
                passed: statistics.passed_attempts,
              })}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  )
}
