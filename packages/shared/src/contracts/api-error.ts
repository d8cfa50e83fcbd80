import { z } from 'zod'
import { type ErrorCode, errorCodes } from '../errors'

export const apiErrorSchema = z.object({
  code: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})

export type ApiError = z.infer<typeof apiErrorSchema>
