import { useTranslation } from 'react-i18next'
import {
  CartesianGrid,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
  type YAxisTickContentProps,
  ZAxis,
} from 'recharts'
import {
  type BubblePoint,
  type BubbleRadius,
  type BubbleTone,
  bubbleRadius,
  bubbleTicks,
  bubbleXDomain,
  maxBubbleRadius,
  type PunchRow,
  punchCardPoints,
  punchRowLabel,
} from '../../model/bubble-points'
import { formatGrade } from '../../model/student-format'
import { PunchCardTooltip } from './punch-card-tooltip'

type Props = {
  rows: readonly PunchRow[]
  /** shareBubbleRadius: a bubble's radius for its number of students. */
  radiusOf: BubbleRadius
  /** The start of a row's label ('Frage 2', '2.3 · 1'); the question's title follows it. */
  rowLabel: (row: PunchRow) => string
  /** The event's chart names each question's topic in the tooltip. */
  withTopic: boolean
  rowHeight: number
  label: string
}

/**
 * docs/product/progress.md "Bubble chart": red at 4, orange at 5, green at 6; the x position says the grade
 * as well.
 */
const toneColours: Record<BubbleTone, string> = {
  red: 'var(--mantine-color-red-7)',
  orange: 'var(--mantine-color-orange-6)',
  green: 'rgb(8, 127, 91)',
}
const tones: readonly BubbleTone[] = ['red', 'orange', 'green']

/**
 * The punch card (docs/stack.md "Charts": one recharts ScatterChart with a ZAxis; Mantine's
 * BubbleChart draws one row per chart): a row per question, x the grade in half steps 0 to 6, bubble
 * area by the number of students who gave that grade. Loaded lazily with recharts.
 */
export function PunchCardChart({ rows, radiusOf, rowLabel, withTopic, rowHeight, label }: Props) {
  const { t, i18n } = useTranslation()
  const maxRadius = maxBubbleRadius(rowHeight)
  const points = punchCardPoints(rows, radiusOf, maxRadius)
  const areas: [number, number] = [
    Math.PI * bubbleRadius.min ** 2,
    Math.PI * Math.max(maxRadius, bubbleRadius.min) ** 2,
  ]
  const labelOf = (y: number) => {
    const row = rows[y - 1]
    return row ? punchRowLabel(rowLabel(row), row) : { short: '', full: '' }
  }
  return (
    <div role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={rows.length * rowHeight + 60}>
        <ScatterChart margin={{ top: 8, right: 24, bottom: 24, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-gray-3)" />
          <XAxis
            type="number"
            dataKey="x"
            domain={[...bubbleXDomain]}
            ticks={[...bubbleTicks]}
            interval={0}
            tickFormatter={(value: number) => formatGrade(value, i18n.language)}
            label={{ value: t('progressStats.chart.grade'), position: 'insideBottom', offset: -14 }}
            allowDataOverflow
          />
          <YAxis
            type="number"
            dataKey="y"
            domain={[0.5, rows.length + 0.5]}
            ticks={rows.map((row) => row.y)}
            interval={0}
            reversed
            width={rowLabelWidth}
            tick={(tick: YAxisTickContentProps) => (
              <RowTick x={Number(tick.x)} y={Number(tick.y)} label={labelOf(Number(tick.payload.value))} />
            )}
          />
          <ZAxis type="number" dataKey="area" domain={areas} range={areas} />
          <Tooltip
            cursor={{ strokeDasharray: '3 3' }}
            isAnimationActive={false}
            content={(props: TooltipContentProps) => (
              <PunchCardTooltip point={props.active ? pointOf(props) : undefined} withTopic={withTopic} />
            )}
          />
          {tones.map((tone) => (
            <Scatter
              key={tone}
              data={points.filter((point) => point.tone === tone)}
              fill={toneColours[tone]}
              fillOpacity={0.75}
              stroke={toneColours[tone]}
              isAnimationActive={false}
            />
          ))}
        </ScatterChart>
      </ResponsiveContainer>
    </div>
  )
}

/** Room for 'Frage 12: ' or '6.6 · 4: ' and 26 characters of the question (chartRowTitleMax) at 12 px. */
const rowLabelWidth = 270

/** A row's label: the question's title cut short, the whole title on hover (SVG <title>). */
function RowTick({ x, y, label }: { x: number; y: number; label: { short: string; full: string } }) {
  return (
    <g>
      <title>{label.full}</title>
      <text
        x={x - 6}
        y={y}
        textAnchor="end"
        dominantBaseline="central"
        fontSize={12}
        fill="var(--mantine-color-text)"
      >
        {label.short}
      </text>
    </g>
  )
}

/** The bubble under the pointer: recharts hands over the data point it was drawn from. */
function pointOf(props: TooltipContentProps): BubblePoint | undefined {
  return props.payload?.[0]?.payload as BubblePoint | undefined
}
