// One line of the final table: a figure of issue 18 with its baseline, their ratio and the reach.

export type Verdict = 'inside reach' | 'outside reach' | 'info' | 'not measured'

export interface Figure {
  /** The number of the figure in the benchmark (1-7), so the table keeps the order. */
  group: number
  figure: string
  app: string
  baseline: string
  ratio: string
  reach: string
  verdict: Verdict
  /** Statements per call, ranges, why a figure is missing. */
  note: string
}

/** A limit on a number: the ratio app/baseline, or the app's own value where it has no baseline. */
export interface Reach {
  label: string
  holds(value: number): boolean
}

export const atMost = (limit: number, label: string): Reach => ({ label, holds: (value) => value <= limit })
export const atLeast = (limit: number, label: string): Reach => ({ label, holds: (value) => value >= limit })

const verdictOf = (reach: Reach | undefined, value: number): Verdict => {
  if (!reach) return 'info'
  if (!Number.isFinite(value)) return 'not measured'
  return reach.holds(value) ? 'inside reach' : 'outside reach'
}

/** The app against its baseline measured in the same run; the reach is on app / baseline. */
export function ratioFigure(input: {
  group: number
  figure: string
  app: number
  baseline: number
  format: (value: number) => string
  reach: Reach | undefined
  note?: string
  /** A condition besides the ratio (the same statements at 10 and 30 students). */
  alsoHolds?: boolean
}): Figure {
  const ratio = input.app / input.baseline
  let verdict = verdictOf(input.reach, ratio)
  if (input.alsoHolds === false && verdict === 'inside reach') verdict = 'outside reach'
  return {
    group: input.group,
    figure: input.figure,
    app: input.format(input.app),
    baseline: input.format(input.baseline),
    ratio: Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : '-',
    reach: input.reach?.label ?? 'info',
    verdict,
    note: input.note ?? '',
  }
}

/** A figure without a baseline (bytes, seconds, a score): the reach is on the value itself. */
export function valueFigure(input: {
  group: number
  figure: string
  value: number
  format: (value: number) => string
  reach: Reach | undefined
  note?: string
}): Figure {
  return {
    group: input.group,
    figure: input.figure,
    app: input.format(input.value),
    baseline: '-',
    ratio: '-',
    reach: input.reach?.label ?? 'info',
    verdict: verdictOf(input.reach, input.value),
    note: input.note ?? '',
  }
}

export function notMeasured(group: number, figure: string, why: string, reach = ''): Figure {
  return {
    group,
    figure,
    app: '-',
    baseline: '-',
    ratio: '-',
    reach,
    verdict: 'not measured',
    note: why,
  }
}

export const formatMs = (value: number) => `${value.toFixed(1)} ms`
export const formatSeconds = (value: number) => `${(value / 1000).toFixed(2)} s`
export const formatMb = (value: number) => `${value.toFixed(0)} MB`
export const formatKb = (value: number) => `${(value / 1000).toFixed(0)} KB`
export const formatPerSecond = (value: number) => `${value.toFixed(0)} req/s`

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** The table every run ends with, in the order of the figures. */
export function printTable(figures: Figure[]): void {
  const rows = [...figures].sort((a, b) => a.group - b.group)
  const header: Record<keyof Omit<Figure, 'group'>, string> = {
    figure: 'figure',
    app: 'app',
    baseline: 'baseline',
    ratio: 'ratio',
    reach: 'reach',
    verdict: '',
    note: 'note',
  }
  const columns = ['figure', 'app', 'baseline', 'ratio', 'reach', 'verdict', 'note'] as const
  const widths = columns.map((column) =>
    Math.max(header[column].length, ...rows.map((row) => row[column].length)),
  )
  const line = (cells: Record<(typeof columns)[number], string>) =>
    columns
      .map((column, index) => {
        const cell = cells[column]
        const right = column === 'app' || column === 'baseline' || column === 'ratio'
        return right ? cell.padStart(widths[index]!) : cell.padEnd(widths[index]!)
      })
      .join('  ')
      .trimEnd()
  console.log(line(header))
  console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  let group = rows[0]?.group
  for (const row of rows) {
    if (row.group !== group) console.log('')
    group = row.group
    console.log(line(row))
  }
}
