import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'
import { useTranslation } from 'react-i18next'
import { Rectangle, type RectangleProps } from 'recharts'
import { studentName } from '../../model/progress-grid'
import { formatGrade } from '../../model/student-format'
import type { TopicStudentLine } from '../../model/topic-students'

const rowHeight = 34

/**
 * 'Statistiken' as a chart (lazy chunk, with @mantine/charts): per student a bar of their average,
 * coloured as in the grid (distance from their goal, red when too fast), and a grey bar of their goal.
 * Mantine's getBarColor sees only a bar's value, and the colour needs the student's goal and flag,
 * so the average's bar takes its fill from its row. The names carry ↗/↘ (and ⚡), so the side reads
 * without colour; the table says it all in words.
 */
export function TopicStudentsChart({ lines }: { lines: readonly TopicStudentLine[] }) {
  const { t, i18n } = useTranslation()
  const data = lines.map((line) => ({
    name: `${studentName(line.user)} ${line.arrow}${line.tooFast ? ' ⚡' : ''}`,
    average: line.user.average ?? 0,
    goal: line.user.goal,
    fill: line.fill,
  }))
  return (
    <BarChart
      h={lines.length * rowHeight + 70}
      data={data}
      dataKey="name"
      orientation="vertical"
      series={[
        { name: 'average', label: t('progressStats.topic.students.average'), color: 'indigo.6' },
        { name: 'goal', label: t('progressStats.topic.students.goal'), color: 'gray.5' },
      ]}
      barProps={(series) =>
        series.name === 'average'
          ? {
              shape: (props: RectangleProps & { payload?: { fill: string } }) => (
                <Rectangle {...props} fill={props.payload?.fill} />
              ),
            }
          : {}
      }
      xAxisProps={{ domain: [0, 6], ticks: [0, 1, 2, 3, 4, 5, 6] }}
      yAxisProps={{ width: 180 }}
      valueFormatter={(value) => formatGrade(value, i18n.language)}
      withLegend
      legendProps={{ verticalAlign: 'top' }}
      gridAxis="x"
      maxBarWidth={12}
      aria-label={t('progressStats.topic.students.chartTitle')}
      role="img"
    />
  )
}
