import fc from 'fast-check'
import type { Mutation } from './field-mutations'
import {
  encodeForm,
  type FormBody,
  type FormPart,
  fileContents,
  formContentType,
  isFilePart,
} from './form-body'
import { hostileTexts, prototypeKeys } from './hostile-values'
import type { Draft } from './request-draft'

// Multipart bodies for every route: broken in their structure (parts missing, repeated, out of order,
// renamed, too many, too long) and in their bytes (cut off, wrong boundary, bad part headers). The
// upload routes must answer each with a clean 4xx; every other route has no multipart parser (415).

const defaultForm: FormBody = {
  kind: 'form',
  boundary: 'fuzz-boundary',
  parts: [
    { name: 'module_id', value: '1' },
    { name: 'file', filename: 'a.pdf', contentType: 'application/pdf', bytes: fileContents[1]! },
  ],
}

const asForm = (draft: Draft): FormBody => (draft.body.kind === 'form' ? draft.body : defaultForm)
const withForm = (draft: Draft, form: FormBody): Draft => ({
  ...draft,
  body: form,
  contentType: formContentType(form),
})
const withBytes = (draft: Draft, bytes: Buffer, contentType: string): Draft => ({
  ...draft,
  body: { kind: 'bytes', bytes },
  contentType,
})

const fileOf = (form: FormBody) => form.parts.find(isFilePart)
const textsOf = (form: FormBody) => form.parts.filter((part) => !isFilePart(part))
const oddName = fc.constantFrom('', ...prototypeKeys, 'x'.repeat(300), ...hostileTexts.slice(0, 6))

/** Changes to the parts: what a careless or hostile client could send with a valid encoding. */
const structural = (form: FormBody): fc.Arbitrary<FormBody> => {
  const file = fileOf(form)
  const texts = textsOf(form)
  const changes: fc.Arbitrary<FormPart[]>[] = [
    // The file first, the fields after it.
    fc.constant(file ? [file, ...texts] : texts),
    fc.constant(texts),
    fc.constant(file ? [...form.parts, file] : form.parts),
    fc.constant(file ? [...texts, file, ...texts] : form.parts),
    // The file's bytes as a plain text part under the file's name.
    fc.constant(file ? [...texts, { name: file.name, value: file.bytes.toString('latin1') }] : form.parts),
    oddName.map((name) => (file ? [...texts, { ...file, name }] : [...texts, { name, value: '1' }])),
    oddName.map((name) => [{ name, value: 'x' }, ...form.parts]),
    fc
      .constantFrom(...hostileTexts)
      .map((filename) => (file ? [...texts, { ...file, filename }] : form.parts)),
    fc
      .nat({ max: 40 })
      .map((count) => [
        ...Array.from({ length: count }, (_, index) => ({ name: `f${index}`, value: String(index) })),
        ...form.parts,
      ]),
    fc
      .constantFrom(200, 5000, 200_000)
      .map((length) => [
        ...texts.map((part) => ({ ...part, value: 'x'.repeat(length) })),
        ...(file ? [file] : []),
      ]),
    fc.uint8Array({ minLength: 0, maxLength: 300 }).map((bytes) => [
      ...texts,
      {
        name: file?.name ?? 'file',
        filename: 'zufall.bin',
        contentType: 'application/octet-stream',
        bytes: Buffer.from(bytes),
      },
    ]),
  ]
  return fc.oneof(...changes).map((parts) => ({ ...form, parts }))
}

/** The encoded form broken byte by byte: what a proxy, a bug or an attacker could deliver. */
const byteLevel = (draft: Draft, form: FormBody): fc.Arbitrary<Draft> => {
  const bytes = encodeForm(form)
  const type = formContentType(form)
  const text = bytes.toString('latin1')
  const rewritten = (change: (body: string) => string, contentType = type) =>
    withBytes(draft, Buffer.from(change(text), 'latin1'), contentType)
  return fc.oneof(
    fc.nat(Math.max(0, bytes.length - 1)).map((cut) => withBytes(draft, bytes.subarray(0, cut), type)),
    fc.constantFrom(
      rewritten((body) => body.replace(`--${form.boundary}--\r\n`, '')),
      rewritten((body) => body, 'multipart/form-data'),
      rewritten((body) => body, 'multipart/form-data; boundary='),
      rewritten((body) => body, `multipart/form-data; boundary=${'b'.repeat(500)}`),
      rewritten((body) => body, `multipart/form-data; boundary="${form.boundary}"; boundary=other`),
      rewritten((body) => body, `multipart/mixed; boundary=${form.boundary}`),
      rewritten((body) => body, `multipart/form-data; boundary=${form.boundary}; charset=utf-7`),
      rewritten((body) => body.replaceAll('\r\n', '\n')),
      rewritten((body) => body.replaceAll(form.boundary, `${form.boundary}x`)),
      rewritten((body) => `preamble garbage\r\n${body}epilogue`),
      rewritten((body) => body.replaceAll('Content-Disposition: form-data; ', 'Content-Disposition: ')),
      rewritten((body) => body.replaceAll('Content-Disposition', 'X-Nothing')),
      rewritten((body) => body.replace('form-data; name="', "form-data; name*=utf-8''%ZZ; name=\"")),
      rewritten((body) => body.replace('filename="', "filename*=UTF-8''%E0%A4%A; filename=\"")),
      rewritten((body) => body.replace('\r\n\r\n', '\r\nContent-Type: application/json\r\n\r\n{broken')),
      rewritten((body) => body.replace('\r\n\r\n', '\r\nContent-Transfer-Encoding: base64\r\n\r\n')),
      rewritten((body) => body.replace('\r\n\r\n', `\r\n${'X-A: b\r\n'.repeat(100)}\r\n`)),
      rewritten((body) => body.replace('\r\n\r\n', `\r\nX-Long: ${'a'.repeat(100_000)}\r\n\r\n`)),
      rewritten((body) => body.replace('name="', 'name="\xff\xfe\xc0')),
      rewritten(
        (body) =>
          `--${form.boundary}\r\nContent-Type: multipart/mixed; boundary=inner\r\n\r\n--inner\r\n\r\nx\r\n--inner--\r\n${body}`,
      ),
      withBytes(draft, Buffer.alloc(0), type),
      withBytes(draft, Buffer.from(`--${form.boundary}--\r\n`), type),
    ),
  )
}

export const malformedForm: Mutation = (draft) => {
  const form = asForm(draft)
  return fc.oneof(
    structural(form).map((changed) => withForm(draft, changed)),
    byteLevel(draft, form),
  )
}
