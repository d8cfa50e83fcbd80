import { z } from 'zod'
import { moduleMessages } from '../messages/modules'
import { defaultTopicTypeId, filePathPrefix, gridLimits, moduleLimits, SolutionType } from '../modules'
import { requiredText, storableText } from './common'
import { idField, idParam } from './subjects'

// Blocks (columns), topics (cells) and questions of a module's grid: docs/product/modules.md
// "What a module is", "Calls".

export const topicType = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  icon: z.string(),
})
export type TopicType = z.infer<typeof topicType>
export const topicTypeList = z.array(topicType)

export const solution = z.object({
  id: z.number().int(),
  content: z.string(),
  content_type_id: z.number().int(),
})
export type Solution = z.infer<typeof solution>

export const question = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** A web address, or a stored file path when `is_local_link`. */
  link: z.string().nullable(),
  is_local_link: z.boolean(),
  has_solution: z.boolean(),
  source_question: z.string().nullable(),
  source_solution: z.string().nullable(),
  solution: solution.nullable(),
  solution_id: z.number().int().nullable(),
  /** 1 for the first question of the topic. */
  order: z.number().int(),
  created_at: z.string(),
})
export type Question = z.infer<typeof question>

export const topic = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The row number. */
  order: z.number().int(),
  block_id: z.number().int(),
  topic_type_id: z.number().int(),
  topic_type: topicType,
  questions_count: z.number().int(),
  questions: z.array(question),
})
export type Topic = z.infer<typeof topic>

export const block = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The column number. */
  order: z.number().int(),
  module_id: z.number().int(),
})
export type Block = z.infer<typeof block>
export const blockList = z.array(block)
export const blockWithTopics = block.extend({ topics: z.array(topic) })
export type BlockWithTopics = z.infer<typeof blockWithTopics>

export const blocksQuery = z.strictObject({ module_id: idParam })

const blockFields = {
  name: requiredText(
    moduleMessages.blockNameRequired,
    moduleLimits.blockNameMax,
    moduleMessages.blockNameTooLong,
  ),
  description: storableText(z.string().trim().max(moduleLimits.blockDescriptionMax), true).default(''),
  order: z.number().int().min(1, { error: moduleMessages.blockOrderOutsideGrid }).max(gridLimits.maxColumns, {
    error: moduleMessages.blockOrderOutsideGrid,
  }),
}
export const blockStoreBody = z.strictObject({ ...blockFields, module_id: idField })
export type BlockStoreBody = z.infer<typeof blockStoreBody>
export const blockUpdateBody = z.strictObject({ id: idField, ...blockFields })
export type BlockUpdateBody = z.infer<typeof blockUpdateBody>
export const blockRemoveBody = z.strictObject({ id: idField })

/** A stored file path as the upload calls answer it. */
export const storedFilePath = z
  .string()
  .regex(new RegExp(`^${filePathPrefix.replaceAll('/', '\\/')}[A-Za-z0-9_-]{16,40}$`), {
    error: moduleMessages.fileUnknown,
  })

/**
 * A web address: http:// is added to a bare one (docs/product/modules.md "Topics and questions"); only http
 * and https are kept. The length is checked after the scheme is added, since that is what is stored.
 */
export const webLink = z
  .string()
  .trim()
  .transform((link) => (link === '' || /^[a-z][a-z0-9+.-]*:/i.test(link) ? link : `http://${link}`))
  .pipe(
    z
      .url({ protocol: /^https?$/, error: moduleMessages.linkInvalid })
      .max(moduleLimits.linkMax, { error: moduleMessages.linkInvalid }),
  )

const solutionInput = z.discriminatedUnion('content_type_id', [
  z.strictObject({
    content_type_id: z.literal(SolutionType.text),
    content: requiredText(moduleMessages.solutionNeedsContent, moduleLimits.solutionTextMax, undefined, {
      multiline: true,
    }),
  }),
  z.strictObject({ content_type_id: z.literal(SolutionType.file), content: storedFilePath }),
  z.strictObject({ content_type_id: z.literal(SolutionType.link), content: webLink }),
])
export type SolutionInput = z.infer<typeof solutionInput>

/**
 * A question as the topic dialog sends it. A row whose title is empty is dropped on save unless it
 * holds something (then the title is asked for, so nothing typed is lost silently).
 */
export const questionInput = z.strictObject({
  /** Set for a question that exists; absent for a new one. */
  id: idField.optional(),
  title: storableText(
    z.string().trim().max(moduleLimits.questionTitleMax, { error: moduleMessages.questionTitleTooLong }),
  ),
  description: storableText(z.string().trim().max(moduleLimits.questionDescriptionMax), true).default(''),
  link: z.string().nullable().default(null),
  is_local_link: z.boolean().default(false),
  source_question: storedFilePath.nullable().default(null),
  source_solution: storedFilePath.nullable().default(null),
  solution: solutionInput.nullable().default(null),
})
export type QuestionInput = z.input<typeof questionInput>

const topicFields = {
  title: requiredText(
    moduleMessages.topicTitleRequired,
    moduleLimits.topicTitleMax,
    moduleMessages.topicTitleTooLong,
  ),
  description: storableText(z.string().trim().max(moduleLimits.topicDescriptionMax), true).default(''),
  order: z.number().int().min(1, { error: moduleMessages.topicOrderOutsideGrid }).max(gridLimits.maxRows, {
    error: moduleMessages.topicOrderOutsideGrid,
  }),
  topic_type_id: z.number().int().min(1).max(32767).default(defaultTopicTypeId),
  questions: z
    .array(questionInput)
    .max(gridLimits.maxQuestionsPerTopic * 2, { error: moduleMessages.tooManyQuestions }),
}
export const topicStoreBody = z.strictObject({ ...topicFields, block_id: idField })
export type TopicStoreBody = z.input<typeof topicStoreBody>
export const topicUpdateBody = z.strictObject({ id: idField, ...topicFields })
export type TopicUpdateBody = z.input<typeof topicUpdateBody>
export const topicRemoveBody = z.strictObject({ id: idField })
export const topicSwapBody = z.strictObject({
  topic_id: idField,
  new_block_id: idField,
  new_order: z
    .number()
    .int()
    .min(1, { error: moduleMessages.topicOrderOutsideGrid })
    .max(gridLimits.maxRows, {
      error: moduleMessages.topicOrderOutsideGrid,
    }),
})
export type TopicSwapBody = z.infer<typeof topicSwapBody>

/** What a removal would take with it, for the detailed confirmation (docs/design.md "Removals"). */
export const removalImpact = z.object({
  blocks: z.number().int(),
  topics: z.number().int(),
  questions: z.number().int(),
  files: z.number().int(),
  evaluations: z.number().int(),
  /** Classes whose students' ratings go, and how many of them belong to other teachers. */
  classes: z.number().int(),
  other_teachers_classes: z.number().int(),
})
export type RemovalImpact = z.infer<typeof removalImpact>
export const removalScopes = ['module', 'lastRow', 'lastColumn', 'block', 'topic'] as const
export type RemovalScope = (typeof removalScopes)[number]
export const removalImpactQuery = z.strictObject({
  id: idParam,
  scope: z.enum(removalScopes),
  /** The block or topic, for those scopes. */
  target_id: idParam.optional(),
})
export type RemovalImpactQuery = z.input<typeof removalImpactQuery>
