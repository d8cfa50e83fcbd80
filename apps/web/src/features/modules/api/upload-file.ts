import {
  type CoverAnswer,
  contentFileTypes,
  coverFileTypes,
  FileKind,
  type FileKindName,
  fileLimits,
  moduleMessages,
  type sourceTypes,
  type UploadAnswer,
} from '@lernraster/shared'
import { answerError, apiUrl, requestHeaders } from '../../../lib/api-client'
import { NetworkError } from '../../../lib/api-error'

/** The spec's texts (moduleMessages) for a file the browser refuses before sending it. */
export type FileProblem =
  | 'contentFileTooLarge'
  | 'sourceFileTooLarge'
  | 'coverTooLarge'
  | 'contentFileType'
  | 'coverFileType'

/** A file refused before it was sent (docs/product/modules.md "Files"); `problem` names its text. */
export class FileRefusedError extends Error {
  readonly problem: FileProblem

  constructor(problem: FileProblem) {
    super(moduleMessages[problem])
    this.name = 'FileRefusedError'
    this.problem = problem
  }
}

type Rule = { maxBytes: number; tooLarge: FileProblem; types?: readonly string[]; wrongType?: FileProblem }

/** The same limits the server applies (packages/shared); the server still checks the content. */
const rules: Record<FileKindName, Rule> = {
  [FileKind.content]: {
    maxBytes: fileLimits.contentMaxBytes,
    tooLarge: 'contentFileTooLarge',
    types: contentFileTypes,
    wrongType: 'contentFileType',
  },
  [FileKind.source]: { maxBytes: fileLimits.sourceMaxBytes, tooLarge: 'sourceFileTooLarge' },
  [FileKind.cover]: {
    maxBytes: fileLimits.coverMaxBytes,
    tooLarge: 'coverTooLarge',
    types: coverFileTypes,
    wrongType: 'coverFileType',
  },
}

// Some systems give a file no type (a PDF from a network drive): then its name decides, as a browser's
// `accept` attribute does.
const typeByExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
}

export function fileTypeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  return typeByExtension[extension] ?? ''
}

/** Why `file` cannot be uploaded as `kind`, or null; the type first, since a wrong file's size does not matter. */
export function fileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  kind: FileKindName,
): FileProblem | null {
  const rule = rules[kind]
  if (rule.types && rule.wrongType && !rule.types.includes(fileTypeOf(file))) return rule.wrongType
  if (file.size > rule.maxBytes) return rule.tooLarge
  return null
}

/** The `accept` attribute of a file picker for `kind`; source files take any type. */
export function acceptedTypes(kind: FileKindName): string | undefined {
  return rules[kind].types?.join(',')
}

/** Whole percent sent, 0 to 100. */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)))
}

/** The answer's body, or the same errors apiRequest throws (a 401 reaches the app's listener too). */
export function readAnswer<Answer>(status: number, text: string): Answer {
  let body: unknown
  try {
    body = text === '' ? undefined : JSON.parse(text)
  } catch {
    body = undefined
  }
  if (status < 200 || status >= 300) throw answerError(status, body)
  return body as Answer
}

export type UploadOptions = {
  /** Called with whole percent as the file goes out. */
  onProgress?: (percent: number) => void
  /** Aborting stops the transfer; the promise rejects with the signal's reason. */
  signal?: AbortSignal
}

/** True for the rejection of an upload that was aborted on purpose (the dialog closed, Abbrechen). */
export function isUploadAborted(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

const abortReason = (signal: AbortSignal | undefined): unknown =>
  signal?.reason ?? new DOMException('Upload aborted', 'AbortError')

/** fetch reports no upload progress, so uploads go through XMLHttpRequest (docs/stack.md "Uploads"). */
function sendForm<Answer>(
  path: string,
  form: FormData,
  { onProgress, signal }: UploadOptions,
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal))
    const xhr = new XMLHttpRequest()
    const abort = () => xhr.abort()
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', abort)
      finish()
    }
    xhr.open('POST', apiUrl(path))
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(uploadPercent(event.loaded, event.total))
    }
    xhr.onload = () =>
      settle(() => {
        try {
          resolve(readAnswer<Answer>(xhr.status, xhr.responseText))
        } catch (error) {
          reject(error)
        }
      })
    xhr.onerror = () =>
      settle(() => {
        console.warn('Upload without answer', path)
        reject(new NetworkError(new Error(`POST ${path} failed`)))
      })
    xhr.onabort = () => settle(() => reject(abortReason(signal)))
    signal?.addEventListener('abort', abort, { once: true })
    xhr.send(form)
  })
}

function upload<Answer>(
  path: string,
  kind: FileKindName,
  file: File,
  fileField: string,
  fields: Record<string, string | number>,
  options: UploadOptions,
): Promise<Answer> {
  const problem = fileProblem(file, kind)
  if (problem) return Promise.reject(new FileRefusedError(problem))
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value))
  // The file goes last: the server streams it to disk and reads the fields before it (multipart order).
  form.append(fileField, file)
  return sendForm<Answer>(path, form, options)
}

/** A question's link file or a solution file: an image or PDF of at most 20 MB. */
export function uploadFile(file: File, options: UploadOptions = {}) {
  return upload<UploadAnswer>('files/upload', FileKind.content, file, 'file', {}, options)
}

export type SourceTarget = {
  module_id: number
  block_id: number
  type: (typeof sourceTypes)[number]
}

/** The original source of a question or a solution: any type, at most 200 MB. */
export function uploadSource(file: File, target: SourceTarget, options: UploadOptions = {}) {
  return upload<UploadAnswer>('files/uploadSource', FileKind.source, file, 'file', target, options)
}

/** The module's cover image, at most 20 MB. */
export function updateCover(file: File, moduleId: number, options: UploadOptions = {}) {
  return upload<CoverAnswer>(
    'modules/updateCover',
    FileKind.cover,
    file,
    'cover_picture',
    { module_id: moduleId },
    options,
  )
}
