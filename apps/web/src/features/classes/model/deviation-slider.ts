import { deviationSlider } from '@lernraster/shared'
import { roundGrade } from './goal-status'

const { scaleMin, scaleMax, widthPx } = deviationSlider
const centre = widthPx / 2

function clampToScale(value: number) {
  return Math.min(scaleMax, Math.max(scaleMin, value))
}

/**
 * Where a grade stands on the deviation slider (docs/product/subjects-and-classes.md "Student statistics"):
 * the goal is always the centre; the left half spans the grades from 1 up to the goal, the right half from
 * the goal up to 6. So the halves have different scales unless the goal is 3.5, and "how far below the goal"
 * reads as a share of the way down to the worst grade. Grades outside 1-6 stand at the edge.
 */
export function sliderX(value: number, goal: number): number {
  const target = clampToScale(roundGrade(goal))
  const grade = clampToScale(roundGrade(value))
  if (grade === target) return centre
  if (grade < target) return (centre * (grade - scaleMin)) / (target - scaleMin)
  return centre + (centre * (grade - target)) / (scaleMax - target)
}

/** The whole grades 1-6 as marks on the slider's scale, for orientation. */
export function sliderTicks(goal: number): { grade: number; x: number }[] {
  const ticks = []
  for (let grade = scaleMin; grade <= scaleMax; grade += 1) ticks.push({ grade, x: sliderX(grade, goal) })
  return ticks
}

export const sliderCentre = centre
