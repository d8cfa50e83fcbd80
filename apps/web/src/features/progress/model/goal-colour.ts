import { type GoalDeviation, goalDeviation } from '@lernraster/shared'

/**
 * The colours of the progress scale (docs/product/progress.md "Above or below the goal"). Green is a
 * blue-leaning green and red a pure red, so that the two stay apart for the common red-green deficiencies
 * (deuteranopia, protanopia: blue-grey against brown-olive); every tile and tag also says the side in words
 * or an arrow (docs/design.md "Status and colour").
 */
export const goalColours = {
  above: { r: 8, g: 127, b: 91 },
  below: { r: 201, g: 42, b: 42 },
  /** An average of 0 (nothing counted yet) shows grey. */
  none: 'var(--mantine-color-gray-4)',
} as const

/** A bar's or tile's fill: the side's colour at the deviation's intensity (0.2-0.8), grey for none. */
export function deviationFill(deviation: GoalDeviation): string {
  if (deviation.side === 'none') return goalColours.none
  const { r, g, b } = goalColours[deviation.side]
  return `rgba(${r}, ${g}, ${b}, ${deviation.intensity})`
}

/**
 * The arrow that says the side without colour (docs/design.md "Status and colour": ↗ über dem Ziel,
 * ↘ unter dem Ziel).
 */
export function deviationArrow(deviation: GoalDeviation): string {
  if (deviation.side === 'none') return '–'
  return deviation.side === 'above' ? '↗' : '↘'
}

/** Key of the side's words under `progressShared.side`. */
export function deviationSideKey(deviation: GoalDeviation): 'above' | 'below' | 'none' {
  return deviation.side
}

/** A grade against a goal, as a tag shows it: green at or above, otherwise red. */
export function gradeDeviation(grade: number, goal: number): GoalDeviation {
  return goalDeviation(grade, goal)
}
