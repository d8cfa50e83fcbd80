import { fileLimits, moduleMessages } from '@lernraster/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setUnauthorizedListener } from '../../../lib/api-client'
import { ApiRequestError, NetworkError } from '../../../lib/api-error'
import { tokenStorageKey } from '../../../lib/auth-token'
import {
  acceptedTypes,
  FileRefusedError,
  fileProblem,
  fileTypeOf,
  isUploadAborted,
  readAnswer,
  updateCover,
  uploadFile,
  uploadPercent,
  uploadSource,
} from './upload-file'

const file = (name: string, type: string, size: number) => ({ name, type, size })

describe('fileProblem', () => {
  it('takes images and PDF up to 20 MB for links and solutions', () => {
    expect(fileProblem(file('a.pdf', 'application/pdf', fileLimits.contentMaxBytes), 'content')).toBeNull()
    expect(fileProblem(file('a.png', 'image/png', fileLimits.contentMaxBytes + 1), 'content')).toBe(
      'contentFileTooLarge',
    )
    expect(fileProblem(file('a.docx', 'application/msword', 10), 'content')).toBe('contentFileType')
    expect(moduleMessages.contentFileTooLarge).toBe('Maximale Dateigrösse 20 MB')
  })

  it('takes any source file up to 200 MB', () => {
    expect(fileProblem(file('a.docx', 'application/msword', fileLimits.sourceMaxBytes), 'source')).toBeNull()
    expect(fileProblem(file('a.zip', '', fileLimits.sourceMaxBytes + 1), 'source')).toBe('sourceFileTooLarge')
    expect(moduleMessages.sourceFileTooLarge).toBe('Maximale Dateigrösse 200 MB')
  })

  it('takes only images as a cover, up to 20 MB', () => {
    expect(fileProblem(file('a.pdf', 'application/pdf', 10), 'cover')).toBe('coverFileType')
    expect(fileProblem(file('a.jpg', 'image/jpeg', fileLimits.coverMaxBytes + 1), 'cover')).toBe(
      'coverTooLarge',
    )
    expect(moduleMessages.coverTooLarge).toBe('Maximale Bildgrösse 20 MB')
  })

  it('reads a file without a type by its name', () => {
    expect(fileTypeOf(file('Arbeitsblatt.PDF', '', 1))).toBe('application/pdf')
    expect(fileProblem(file('scan.JPEG', '', 1), 'content')).toBeNull()
    expect(fileProblem(file('notes', '', 1), 'content')).toBe('contentFileType')
  })

  it('offers the accepted types to the file picker', () => {
    expect(acceptedTypes('content')).toContain('application/pdf')
    expect(acceptedTypes('cover')).not.toContain('application/pdf')
    expect(acceptedTypes('source')).toBeUndefined()
  })
})

describe('uploadPercent', () => {
  it('counts whole percent and never leaves 0-100', () => {
    expect(uploadPercent(0, 0)).toBe(0)
    expect(uploadPercent(1, 3)).toBe(33)
    expect(uploadPercent(3, 3)).toBe(100)
    expect(uploadPercent(5, 3)).toBe(100)
  })
})

describe('readAnswer', () => {
  afterEach(() => setUnauthorizedListener(() => {}))

  it('gives the parsed answer', () => {
    expect(readAnswer(200, '{"data":"/api/teacher/v1/files/abc"}')).toEqual({
      data: '/api/teacher/v1/files/abc',
    })
  })

  it('throws the error shape of the API client, with the server message', () => {
    const body = { code: 'payloadTooLarge', message: moduleMessages.contentFileTooLarge }
    const error = (() => {
      try {
        readAnswer(413, JSON.stringify(body))
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error).toMatchObject({
      status: 413,
      code: 'payloadTooLarge',
      message: moduleMessages.contentFileTooLarge,
    })
  })

  it('turns an answer that is not JSON (a proxy page) into a bare status error', () => {
    expect(() => readAnswer(502, '<html>Bad Gateway</html>')).toThrow(ApiRequestError)
  })

  it('hands a 401 to the unauthorized listener, as every other request does', () => {
    const listener = vi.fn()
    setUnauthorizedListener(listener)
    expect(() =>
      readAnswer(401, '{"code":"unauthenticated","message":"Bitte melden Sie sich an."}'),
    ).toThrow()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(() => readAnswer(404, '{"code":"notFound","message":"Nicht gefunden."}')).toThrow()
    expect(listener).toHaveBeenCalledTimes(1)
  })
})

/** Stands in for the browser's XMLHttpRequest: records what is sent and lets a test answer. */
class FakeXhr {
  static last: FakeXhr | undefined
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: FormData | undefined
  status = 0
  responseText = ''
  aborted = false
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null
  } = {
    onprogress: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null

  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: FormData) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

const pdf = () => new File(['%PDF-1.4'], 'blatt.pdf', { type: 'application/pdf' })

describe('the upload calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.removeItem(tokenStorageKey)
    FakeXhr.last = undefined
  })

  it('sends the file with the token and the XHR header, reports progress and gives the stored path', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    localStorage.setItem(tokenStorageKey, 'secret-token')
    const progress: number[] = []
    const answer = uploadFile(pdf(), { onProgress: (percent) => progress.push(percent) })
    const xhr = FakeXhr.last as FakeXhr
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toBe('/api/teacher/v1/files/upload')
    expect(xhr.headers).toMatchObject({
      Authorization: 'Bearer secret-token',
      'X-Requested-With': 'XMLHttpRequest',
    })
    expect((xhr.body?.get('file') as File | undefined)?.name).toBe('blatt.pdf')
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 })
    xhr.answer(200, { data: '/api/teacher/v1/files/abcdefghijklmnop' })
    await expect(answer).resolves.toEqual({ data: '/api/teacher/v1/files/abcdefghijklmnop' })
    expect(progress).toEqual([25])
  })

  it('sends the source fields before the file, and the cover as cover_picture', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const source = uploadSource(pdf(), { module_id: 3, block_id: 7, type: 'SourceSolution' })
    const sent = FakeXhr.last as FakeXhr
    expect(sent.url).toBe('/api/teacher/v1/files/uploadSource')
    expect([...(sent.body?.keys() ?? [])]).toEqual(['module_id', 'block_id', 'type', 'file'])
    expect(sent.body?.get('type')).toBe('SourceSolution')
    sent.answer(200, { data: '/api/teacher/v1/files/abcdefghijklmnop' })
    await source

    const cover = updateCover(new File(['x'], 'bild.png', { type: 'image/png' }), 3)
    const coverXhr = FakeXhr.last as FakeXhr
    expect([...(coverXhr.body?.keys() ?? [])]).toEqual(['module_id', 'cover_picture'])
    coverXhr.answer(500, { code: 'internal', message: 'Ein Fehler ist aufgetreten' })
    await expect(cover).rejects.toMatchObject({ status: 500, code: 'internal' })
  })

  it('refuses a file over the limit without sending anything', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const big = new File(['x'], 'gross.pdf', { type: 'application/pdf' })
    Object.defineProperty(big, 'size', { value: fileLimits.contentMaxBytes + 1 })
    const refused = uploadFile(big)
    await expect(refused).rejects.toBeInstanceOf(FileRefusedError)
    await expect(refused).rejects.toMatchObject({ problem: 'contentFileTooLarge' })
    expect(FakeXhr.last).toBeUndefined()
  })

  it('stops the transfer when the signal aborts, and says so', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const controller = new AbortController()
    const answer = uploadFile(pdf(), { signal: controller.signal })
    controller.abort()
    expect(FakeXhr.last?.aborted).toBe(true)
    const error = await answer.catch((caught: unknown) => caught)
    expect(isUploadAborted(error)).toBe(true)
    await expect(uploadFile(pdf(), { signal: controller.signal })).rejects.toSatisfy(isUploadAborted)
  })

  it('reports a transfer without an answer as a NetworkError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const answer = uploadFile(pdf())
    FakeXhr.last?.onerror?.()
    await expect(answer).rejects.toBeInstanceOf(NetworkError)
    vi.restoreAllMocks()
  })
})
