import {
  type Access,
  apiErrorSchema,
  type CallKey,
  callErrors,
  type ErrorCode,
  errorStatus,
  idempotencyKeepHours,
  idempotencyKeyHeader,
  idempotencyKeyMaxLength,
  methodAndPath,
  type TaggedCall,
} from '@lernraster/shared'
import { type JsonSchema, jsonSchemaOf } from './json-schema'

/** What tells the two APIs' documents apart. */
export interface ApiDescription {
  title: string
  description: string
  /** Where the API lives on this server, e.g. /api/teacher/v1. */
  base: string
  /** The cookie that also carries the token on the routes that read files. */
  tokenCookie: string
  /** What the API's `/live` stream announces. */
  liveKinds: readonly string[]
  /** What each group of calls (a call's `tag`) is about. */
  tags: Record<string, string>
}

/** The parts of OpenAPI 3.1 these documents use (openapi-types' own types disagree among themselves). */
type Schema = JsonSchema
type Security = Record<string, string[]>[]
interface Content {
  [mediaType: string]: { schema: Schema }
}
interface Response {
  description: string
  content?: Content
}
interface RequestBody {
  required: boolean
  description?: string
  content: Content
}
interface Parameter {
  name: string
  in: 'query' | 'path' | 'header'
  required: boolean
  description?: string
  schema: Schema
}
interface Operation {
  operationId: string
  summary: string
  tags: string[]
  security: Security
  parameters: Parameter[]
  requestBody?: RequestBody
  responses: Record<string, Response>
}
export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } }
  servers: { url: string }[]
  tags: { name: string; description: string }[]
  security: Security
  paths: Record<string, Partial<Record<'get' | 'post', Operation>>>
  components: { securitySchemes: Record<string, Schema>; schemas: Record<string, Schema> }
}

const statusTexts: Record<number, string> = {
  400: 'Die Anfrage ist ungültig (kein JSON, falsche Form).',
  401: 'Nicht angemeldet: kein, ein abgelaufenes oder ein unbekanntes Token.',
  403: 'Angemeldet, aber ohne Zugang zu diesem Aufruf.',
  404: 'Nicht gefunden, oder nicht sichtbar für diese Person.',
  409: 'Steht im Widerspruch zum aktuellen Stand.',
  413: 'Die Anfrage ist zu gross.',
  415: 'Dieser Inhaltstyp wird nicht unterstützt.',
  422: 'Ein Feld ist ungültig; `errors` nennt die Felder mit ihren Meldungen.',
  429: 'Zu viele Versuche; später wieder versuchen.',
  500: 'Ein Fehler des Servers.',
  503: 'Der Server erreicht seine Datenbank gerade nicht.',
}

/** Which token a call takes (plugins/auth.ts): none, the bearer token, or also the app's cookie. */
function securityOf(access: Access): Security {
  if (access === 'public') return []
  // Anyone may call it; with a token the server knows who asks.
  if (access === 'optionalUser') return [{}, { bearer: [] }]
  if (access === 'teacherWithCookie' || access === 'studentWithCookie')
    return [{ bearer: [] }, { tokenCookie: [] }]
  return [{ bearer: [] }]
}

/** One error answer per status, naming the codes this call may answer with it. */
function errorResponses(call: TaggedCall, method: 'GET' | 'POST'): Record<string, Response> {
  const byStatus = new Map<number, ErrorCode[]>()
  for (const code of callErrors(call, method)) {
    const status = errorStatus[code]
    byStatus.set(status, [...(byStatus.get(status) ?? []), code])
  }
  const responses: Record<string, Response> = {}
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const schema = {
      allOf: [{ $ref: '#/components/schemas/ApiError' }, { properties: { code: { enum: codes } } }],
    }
    responses[status] = {
      description: `${statusTexts[status] ?? 'Fehler.'} Codes: ${codes.join(', ')}.`,
      content: { 'application/json': { schema } },
    }
  }
  return responses
}

function parameters(schema: JsonSchema, where: 'query' | 'path'): Parameter[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }))
}

/** What a stored file's reader may ask (issue 35): a part of it, or only whether it changed. */
const fileRequestHeaders: Parameter[] = [
  {
    name: 'Range',
    in: 'header',
    required: false,
    description:
      'Ein Bereich der Datei: bytes=0-99, bytes=100- oder bytes=-100 (die letzten 100 Bytes). Mehrere Bereiche: die ganze Datei.',
    schema: { type: 'string' },
  },
  {
    name: 'If-Range',
    in: 'header',
    required: false,
    description: 'Das ETag einer früheren Antwort: nur wenn es noch gilt, gilt Range; sonst die ganze Datei.',
    schema: { type: 'string' },
  },
  {
    name: 'If-None-Match',
    in: 'header',
    required: false,
    description: 'ETags vorhandener Kopien: gilt eines, antwortet 304 ohne Inhalt.',
    schema: { type: 'string' },
  },
]

/** A stored file's answers besides the whole file: a part, and "unchanged". */
const filePartialResponses: Record<string, Response> = {
  206: {
    description: 'Der angefragte Teil der Datei; Content-Range nennt ihn und die ganze Länge.',
    content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
  },
  304: { description: 'Unverändert: die Kopie mit diesem ETag gilt (der Inhalt einer Datei-Id ändert nie).' },
}

/** The optional header of a call whose repetition costs (decision 047). */
const idempotencyKeyParameter: Parameter = {
  name: idempotencyKeyHeader,
  in: 'header',
  required: false,
  description: [
    `Frei gewählt (1 bis ${idempotencyKeyMaxLength} druckbare ASCII-Zeichen, am besten eine UUID).`,
    `Dieselbe Anfrage mit demselben Schlüssel innerhalb von ${idempotencyKeepHours} Stunden bekommt die erste`,
    'Antwort wieder (Status und Inhalt, Kopfzeile `Idempotent-Replayed: true`) statt einer zweiten Wirkung;',
    'derselbe Schlüssel mit einer anderen Anfrage: 422. Fehlerantworten werden nicht gespeichert.',
  ].join(' '),
  schema: { type: 'string', minLength: 1, maxLength: idempotencyKeyMaxLength, pattern: '^[\\x20-\\x7E]+$' },
}

function requestBody(call: TaggedCall): RequestBody | undefined {
  if (call.body) {
    return { required: true, content: { 'application/json': { schema: jsonSchemaOf(call.body, 'input') } } }
  }
  if (!call.form) return undefined
  const schema = jsonSchemaOf(call.form, 'input')
  const order = Object.keys((schema.properties ?? {}) as object).join(', ')
  return {
    required: true,
    // The server reads the parts as they stream in: the text fields must come before the file.
    description: `Die Teile in dieser Reihenfolge: ${order} (die Datei zuletzt).`,
    content: { 'multipart/form-data': { schema } },
  }
}

function successResponse(call: TaggedCall, api: ApiDescription): Response {
  if (call.answers === 'file') {
    return {
      description: 'Die gespeicherte Datei, mit ihrem Inhaltstyp.',
      content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
    }
  }
  if (call.answers === 'eventStream') {
    return {
      description: [
        'Server-sent events. Zuerst `event: ready`, dann je Änderung `data: {"kind": ..., "event": ...}`',
        `mit kind einer von ${api.liveKinds.join(', ')}. Der Strom endet nach einer festen Zeit;`,
        'der Client öffnet den nächsten (`retry`).',
      ].join(' '),
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    }
  }
  const description = call.status === 201 ? 'Angelegt.' : 'Erfolg.'
  if (!call.answer) return { description }
  return { description, content: { 'application/json': { schema: jsonSchemaOf(call.answer, 'output') } } }
}

function operationOf(call: TaggedCall, method: 'GET' | 'POST', api: ApiDescription): Operation {
  const body = requestBody(call)
  return {
    operationId: call.operationId,
    summary: call.summary,
    tags: [call.tag],
    security: securityOf(call.access),
    parameters: [
      ...(call.params ? parameters(jsonSchemaOf(call.params, 'input'), 'path') : []),
      ...(call.query ? parameters(jsonSchemaOf(call.query, 'input'), 'query') : []),
      ...(call.answers === 'file' ? fileRequestHeaders : []),
      ...(call.idempotencyKey ? [idempotencyKeyParameter] : []),
    ],
    ...(body && { requestBody: body }),
    responses: {
      [call.status ?? 200]: successResponse(call, api),
      ...(call.answers === 'file' ? filePartialResponses : {}),
      ...errorResponses(call, method),
    },
  }
}

/** `/files/:id` in the table is `/files/{id}` in the document. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

/**
 * The OpenAPI 3.1 document of one API, made from its table of calls (decision 031): every call with
 * its operationId, summary, security, parameters, body or multipart form, answer and error answers.
 */
export function openApiDocument(
  table: Readonly<Record<CallKey, TaggedCall>>,
  api: ApiDescription,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {}
  for (const [key, call] of Object.entries(table) as [CallKey, TaggedCall][]) {
    const { method, path } = methodAndPath(key)
    const where = openApiPath(path)
    paths[where] = { ...paths[where], [method.toLowerCase()]: operationOf(call, method, api) }
  }
  const tags = [...new Set(Object.values(table).map((call) => call.tag))].sort()
  return {
    openapi: '3.1.0',
    info: {
      title: api.title,
      version: '1',
      description: api.description,
      license: { name: 'Proprietär', identifier: 'LicenseRef-Lernraster' },
    },
    servers: [{ url: api.base }],
    tags: tags.map((name) => ({ name, description: api.tags[name] ?? name })),
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Das Token aus der Anmeldung.' },
        tokenCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: api.tokenCookie,
          description: 'Nur für das Lesen von Dateien: Links und Bilder senden keinen Header.',
        },
      },
      schemas: { ApiError: jsonSchemaOf(apiErrorSchema, 'output') },
    },
  }
}
