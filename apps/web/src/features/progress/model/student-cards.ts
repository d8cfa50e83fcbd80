import {
  type GoalDeviation,
  type ModuleWithEvaluations,
  type ProgressStudent,
  type ProgressTopic,
  type TopicStanding,
  topicMarks,
} from '@lernraster/shared'
import { type CheckMark, checkMark } from './check-marks'

/**
 * The student progress screen's cards as plain data (docs/product/progress.md "Student progress screen"):
 * each student with the module's grid of topics, every tile holding that student's own standing. The PDF
 * report draws from the same data, so screen, CSV and report show the same numbers.
 */

/** One cell of a student's mini grid; `topic` is null for an empty cell (no colour). */
export type StudentTile = {
  column: number
  row: number
  topic: ProgressTopic | null
  /** The student's standing; null when the student has no counted rating of the topic (grey). */
  standing: TopicStanding | null
  /** Above or below the goal: the average against the goal alone, too fast or not. */
  deviation: GoalDeviation
  /** Rated under 120 s a question on average: its own mark (stripes, ⚡), beside the side. */
  tooFast: boolean
  /** What the topic's check attests (issue 37): a third mark beside self-rating and teacher's grade. */
  check: CheckMark
}

export type StudentCard = {
  student: ProgressStudent
  /** Rows top to bottom, each the columns left to right: `tiles[row - 1][column - 1]`. */
  tiles: StudentTile[][]
}

type GridShape = Pick<ModuleWithEvaluations, 'rows' | 'columns' | 'blocks'>

/** The topics by their place: columns are blocks (block order), rows the topic order, both from 1. */
function topicsByPlace(module: GridShape): Map<string, ProgressTopic> {
  const places = new Map<string, ProgressTopic>()
  for (const block of module.blocks) {
    for (const topic of block.topics) places.set(`${block.order}.${topic.order}`, topic)
  }
  return places
}

/** A student's tile: coloured by their own distance from the goal they had; too fast is marked apart. */
export function studentTile(
  column: number,
  row: number,
  topic: ProgressTopic | null,
  studentId: number,
): StudentTile {
  const standing = topic?.evaluations_per_user[String(studentId)] ?? null
  const marks = standing
    ? topicMarks(standing.average, standing.goal, standing.too_fast)
    : { deviation: { side: 'none' } as const, tooFast: false }
  const check = topic
    ? checkMark(topic, studentId)
    : checkMark({ has_check: false, check_results: {} }, studentId)
  return { column, row, topic, standing, ...marks, check }
}

/** Every student's card over the module's whole grid (columns x rows), in the order given. */
export function buildStudentCards(module: GridShape, students: readonly ProgressStudent[]): StudentCard[] {
  const places = topicsByPlace(module)
  return students.map((student) => ({
    student,
    tiles: Array.from({ length: module.rows }, (_, rowIndex) =>
      Array.from({ length: module.columns }, (_, columnIndex) => {
        const column = columnIndex + 1
        const row = rowIndex + 1
        return studentTile(column, row, places.get(`${column}.${row}`) ?? null, student.id)
      }),
    ),
  }))
}

/** The tiles that hold a topic, column by column as the grid is read (1.1, 1.2, ... 2.1). */
export function topicTiles(card: StudentCard): StudentTile[] {
  return card.tiles
    .flat()
    .filter((tile) => tile.topic !== null)
    .sort((a, b) => a.column - b.column || a.row - b.row)
}

/** The topic's number as the popover and the report write it: 'column.row'. */
export function topicNumber(tile: Pick<StudentTile, 'column' | 'row'>): string {
  return `${tile.column}.${tile.row}`
}
