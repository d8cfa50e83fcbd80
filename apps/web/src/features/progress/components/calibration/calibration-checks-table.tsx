import { type CalibrationCheck, truncation } from '@lernraster/shared'
import { Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { TruncatedText } from '../../../../components/truncated-text'
import { cellName } from '../../model/progress-grid'

/**
 * Issue 37 item 3: self-assessment against the checks, per topic with a check and a result, in grid
 * order: how many passed, how many rated themselves at their goal yet did not pass (the share of
 * those who reached it), and how many rated themselves below and passed.
 */
export function CalibrationChecksTable({ checks }: { checks: readonly CalibrationCheck[] }) {
  const { t } = useTranslation()
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" data-calibration-checks>
        <Table.Caption>{t('progressChecks.calibration.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" ta="right" w={70}>
              {t('progressChecks.calibration.cell')}
            </Table.Th>
            <Table.Th scope="col">{t('progressChecks.calibration.topic')}</Table.Th>
            <Table.Th scope="col" ta="right" w={110}>
              {t('progressChecks.calibration.results')}
            </Table.Th>
            <Table.Th scope="col" ta="right" w={110}>
              {t('progressChecks.calibration.attested')}
            </Table.Th>
            <Table.Th scope="col" ta="right" w={230}>
              {t('progressChecks.calibration.reachedNotAttested')}
            </Table.Th>
            <Table.Th scope="col" ta="right" w={190}>
              {t('progressChecks.calibration.belowAttested')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {checks.map((check) => (
            <Table.Tr key={check.topic_id}>
              <Table.Td ta="right">{cellName(check.column, check.row)}</Table.Td>
              <Table.Th scope="row" fw={500}>
                <TruncatedText text={check.title} max={truncation.viewerTopicTitle} />
              </Table.Th>
              <Table.Td ta="right">{check.results}</Table.Td>
              <Table.Td ta="right">{check.attested}</Table.Td>
              <Table.Td ta="right">
                {check.reached_not_attested}
                {check.reached_not_attested_share !== null && (
                  <Text span size="xs" c="dimmed" display="block">
                    {t('progressChecks.calibration.share', { value: check.reached_not_attested_share })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{check.below_attested}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
