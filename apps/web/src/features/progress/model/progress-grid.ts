import {
  type Block,
  gridLimits,
  type ModuleWithEvaluations,
  type ProgressStudent,
  type ProgressTopic,
} from '@lernraster/shared'

/**
 * The progress screen's grid (docs/product/progress.md "Progress screen") as plain data: columns are blocks,
 * rows are levels, as in the configurator, so a teacher finds each topic where they built it. Without a
 * module it is the empty 6x6 module the spec shows for an address without both ids.
 */

export type ProgressCell = { column: number; row: number; topic: ProgressTopic | null }

export type ProgressGrid = {
  rows: number
  columns: number
  /** The block of each column (index column - 1), null where the column has none. */
  blocks: (Block | null)[]
  /** Cells row by row: `cells[row - 1][column - 1]`. */
  cells: ProgressCell[][]
  /** Every topic in reading order: column by column, top to bottom (the CSV's and table's order). */
  topics: { column: number; row: number; topic: ProgressTopic }[]
}

export function buildProgressGrid(module: ModuleWithEvaluations | null): ProgressGrid {
  const rows = module?.rows ?? gridLimits.defaultRows
  const columns = module?.columns ?? gridLimits.defaultColumns
  const blocks: (ModuleWithEvaluations['blocks'][number] | null)[] = Array.from(
    { length: columns },
    () => null,
  )
  for (const block of module?.blocks ?? []) {
    if (block.order >= 1 && block.order <= columns) blocks[block.order - 1] = block
  }
  const cells = Array.from({ length: rows }, (_, rowIndex) =>
    blocks.map((block, columnIndex): ProgressCell => {
      const row = rowIndex + 1
      const topic = block?.topics.find((candidate) => candidate.order === row) ?? null
      return { column: columnIndex + 1, row, topic }
    }),
  )
  const topics = blocks.flatMap((_, columnIndex) =>
    cells.flatMap((cellsOfRow) => {
      const cell = cellsOfRow[columnIndex]
      return cell?.topic ? [{ column: cell.column, row: cell.row, topic: cell.topic }] : []
    }),
  )
  return { rows, columns, blocks, cells, topics }
}

/** The spec's way of naming a cell: column.row ("2.3"). */
export function cellName(column: number, row: number): string {
  return `${column}.${row}`
}

const germanNames = new Intl.Collator('de', { sensitivity: 'base', numeric: true })

/**
 * The class list in the German way (the server sorts by bytes: "Özil" after "Zeller"): by last name,
 * then first name. Every tile draws its bars in this order, so a student keeps their place.
 */
export function sortStudents<Student extends Pick<ProgressStudent, 'firstname' | 'lastname' | 'id'>>(
  students: readonly Student[],
): Student[] {
  return [...students].sort(
    (a, b) =>
      germanNames.compare(a.lastname, b.lastname) ||
      germanNames.compare(a.firstname, b.firstname) ||
      a.id - b.id,
  )
}

export function studentName(student: Pick<ProgressStudent, 'firstname' | 'lastname'>): string {
  return `${student.firstname} ${student.lastname}`.trim()
}
