import fc from 'fast-check'
import { type JsonSchema, schemaArbitrary, type ValuePools } from './json-schema-arbitrary'

/**
 * Multipart forms (the upload routes), kept as parts until they are sent, so the mutations can
 * reorder, drop, repeat and rename them. `form-mutations.ts` also writes broken ones byte by byte.
 */

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; bytes: Buffer }

export interface FormBody {
  kind: 'form'
  boundary: string
  parts: FormPart[]
}

export const isFilePart = (part: FormPart): part is Extract<FormPart, { bytes: Buffer }> => 'bytes' in part

const boundaryChars = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_']
const boundary = fc
  .string({ unit: fc.constantFrom(...boundaryChars), minLength: 8, maxLength: 40 })
  .map((text) => `----fuzz${text}`)

/** The first bytes of files the routes accept, refuse, or cannot tell apart. */
export const fileContents: Buffer[] = [
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  Buffer.from('%PDF-1.4\n%\xe2\xe3\n', 'latin1'),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('GIF89a'),
  Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'),
  Buffer.from('MZ\x90\x00', 'latin1'),
  Buffer.from('<svg onload="alert(1)"/>'),
  Buffer.from('PK\x03\x04\x14\x00\x00\x00', 'latin1'),
  Buffer.from('\uFEFFsourcedId;givenName;familyName\r\n1;"Jürg;Müller\r\n'),
  Buffer.alloc(0),
]

const fileBytes = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...fileContents) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)) },
)
const filename = fc.oneof(
  fc.constantFrom('blatt.pdf', 'bild.png', 'Übung ä.docx', 'x', 'users.csv', 'export.zip'),
  fc.string({ maxLength: 20 }),
)
const partContentType = fc.constantFrom(
  'application/octet-stream',
  'image/png',
  'application/pdf',
  'text/plain',
)

const isSingleFile = (schema: JsonSchema | undefined) =>
  schema?.type === 'string' && schema.format === 'binary'
/** A file field, or a field of several files (the roster's `files`), sent as one part here. */
const isFileSchema = (schema: JsonSchema) =>
  isSingleFile(schema) || (schema.type === 'array' && isSingleFile(schema.items))

/** A text field's value as a form sends it: strings as they are, anything else as JSON. */
const asFieldText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

/** A form the schema accepts, or nearly: text fields first, the file last, as the web app sends it. */
export function formArbitrary(schema: JsonSchema, pools: ValuePools): fc.Arbitrary<FormBody> {
  const properties = Object.entries(schema.properties ?? {})
  const texts = properties.filter(([, property]) => !isFileSchema(property))
  const files = properties.filter(([, property]) => isFileSchema(property))
  const textParts = fc.tuple(
    ...texts.map(([name, property]) =>
      schemaArbitrary(property, pools, name).map((value): FormPart => ({ name, value: asFieldText(value) })),
    ),
  )
  const fileParts = fc.tuple(
    ...files.map(([name]) =>
      fc
        .record({ filename, contentType: partContentType, bytes: fileBytes })
        .map((file): FormPart => ({ name, ...file })),
    ),
  )
  return fc
    .record({ boundary, textParts, fileParts })
    .map((form) => ({ kind: 'form', boundary: form.boundary, parts: [...form.textParts, ...form.fileParts] }))
}

/** The header line of a part, with the name and file name quoted as browsers do. */
const escapeName = (text: string) =>
  text.replaceAll('"', '%22').replaceAll('\n', '%0A').replaceAll('\r', '%0D')

export function encodeForm(form: Omit<FormBody, 'kind'>): Buffer {
  const chunks = form.parts.flatMap((part) => {
    const disposition = `Content-Disposition: form-data; name="${escapeName(part.name)}"`
    const head = isFilePart(part)
      ? `${disposition}; filename="${escapeName(part.filename)}"\r\nContent-Type: ${part.contentType}`
      : disposition
    return [
      Buffer.from(`--${form.boundary}\r\n${head}\r\n\r\n`),
      isFilePart(part) ? part.bytes : Buffer.from(part.value),
      Buffer.from('\r\n'),
    ]
  })
  return Buffer.concat([...chunks, Buffer.from(`--${form.boundary}--\r\n`)])
}

export const formContentType = (form: Pick<FormBody, 'boundary'>) =>
  `multipart/form-data; boundary=${form.boundary}`
