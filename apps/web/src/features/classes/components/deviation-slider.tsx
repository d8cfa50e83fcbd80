import { deviationSlider } from '@lernraster/shared'
import { useTranslation } from 'react-i18next'
import { sliderCentre, sliderTicks, sliderX } from '../model/deviation-slider'
import { formatGrade, goalStatus } from '../model/goal-status'
import { GoalValue } from './goal-value'

const { widthPx: width, heightPx: height } = deviationSlider
const middle = height / 2
const tone = {
  success: { bar: 'var(--mantine-color-teal-5)', dot: 'var(--mantine-color-teal-9)' },
  danger: { bar: 'var(--mantine-color-red-5)', dot: 'var(--mantine-color-red-8)' },
} as const

/**
 * The homework average against the goal (docs/product/subjects-and-classes.md "Student statistics"): grades 1
 * to 6 on 200 x 30 px, the goal as the central mark, a bar from the goal to the average. Left of the mark is
 * below the goal, so the position says what the colour says.
 */
export function DeviationSlider({ value, goal }: { value: number | null; goal: number }) {
  const { t, i18n } = useTranslation()
  const status = goalStatus(value, goal)
  if (status === 'none' || value === null) return <GoalValue value={null} goal={goal} />

  const x = sliderX(value, goal)
  const label = t('classes.statistics.slider', {
    value: formatGrade(value, i18n.language) ?? '–',
    goal: formatGrade(goal, i18n.language) ?? '–',
    status: t(status === 'success' ? 'classes.statistics.atGoal' : 'classes.statistics.belowGoal'),
  })
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={{ display: 'block', overflow: 'visible' }}
    >
      <title>{label}</title>
      <rect x={0} y={middle - 2} width={width} height={4} rx={2} fill="var(--mantine-color-gray-3)" />
      {sliderTicks(goal).map((tick) => (
        <line
          key={tick.grade}
          x1={tick.x}
          x2={tick.x}
          y1={middle + 5}
          y2={middle + 9}
          stroke="var(--mantine-color-gray-6)"
        />
      ))}
      <rect
        x={Math.min(x, sliderCentre)}
        y={middle - 3}
        width={Math.abs(x - sliderCentre)}
        height={6}
        rx={3}
        fill={tone[status].bar}
      />
      <line
        x1={sliderCentre}
        x2={sliderCentre}
        y1={1}
        y2={height - 1}
        stroke="var(--mantine-color-gray-8)"
        strokeWidth={2}
      />
      <circle cx={x} cy={middle} r={6} fill={tone[status].dot} stroke="white" strokeWidth={2} />
    </svg>
  )
}
