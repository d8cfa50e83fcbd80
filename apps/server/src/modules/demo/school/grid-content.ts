import type { BarChart } from '../generated/demo-images'
import type { Rgb } from '../generated/raster'
import type { PdfText } from '../generated/text-pdf'

/**
 * The content of the demo teacher's modules as plain data: what a teacher would have built in the
 * grid editor. The writer turns it into rows and generated files (covers, a solution PDF, a chart).
 */

/** The topic types of migration 0005, by name. */
export const demoTopicTypeIds = {
  normal: 1,
  exercise: 2,
  project: 3,
  experiment: 4,
  repetition: 5,
  challenge: 6,
} as const
export type DemoTopicType = keyof typeof demoTopicTypeIds

/** A PDF file the demo generates; its name is the one a download shows. */
export interface DemoPdf extends PdfText {
  fileName: string
}

/** A bar chart the demo draws as a PNG image. */
export interface DemoChart extends BarChart {
  fileName: string
}

export type DemoSolution = { text: string } | { link: string } | { pdf: DemoPdf }

export interface DemoQuestion {
  title: string
  description: string
  /** A web page to work with, or a picture stored with the module (a local link). */
  link?: string | { chart: DemoChart }
  solution?: DemoSolution
}

export interface DemoTopic {
  title: string
  type: DemoTopicType
  description: string
  questions: readonly DemoQuestion[]
}

export interface DemoBlock {
  name: string
  description: string
  /** From the first row down: the first topic is at row 1, and so on. */
  topics: readonly DemoTopic[]
}

export interface DemoModuleContent {
  name: string
  description: string
  rows: number
  columns: number
  /** The colour of its generated cover and chart; null: a module without a cover. */
  colour: Rgb | null
  /** From the first column on; a module may have fewer blocks than columns. */
  blocks: readonly DemoBlock[]
}

/** The topics of a module in the order the demo plan numbers them: column after column, top down. */
export const topicsOf = (content: DemoModuleContent): DemoTopic[] =>
  content.blocks.flatMap((block) => block.topics)
