import { z } from 'zod'
import { moduleMessages } from '../messages/modules'
import { sourceTypes } from '../modules'
import { idParam } from './subjects'

// Uploads (docs/product/modules.md "Files"): multipart forms. The text fields travel as text, so ids are read
// as in a query string; they come before the file, which is checked against them.

/** The text fields of POST /files/uploadSource. */
export const uploadSourceFields = z.strictObject({
  module_id: idParam,
  block_id: idParam,
  type: z.enum(sourceTypes, { error: moduleMessages.sourceTypeInvalid }),
})
export type UploadSourceFields = z.infer<typeof uploadSourceFields>

/** The text fields of POST /modules/updateCover. */
export const updateCoverFields = z.strictObject({ module_id: idParam })

/** The whole forms, for the API's documentation; the routes read the parts as they stream in. */
export const uploadForm = z.object({ file: z.file() })
export const uploadSourceForm = uploadSourceFields.extend({ file: z.file() })
export const updateCoverForm = updateCoverFields.extend({ cover_picture: z.file() })

/** GET /files/:id; an id that cannot be one is simply not found. */
export const fileParams = z.strictObject({ id: z.string() })
