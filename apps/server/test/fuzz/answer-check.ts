import { apiErrorSchema } from '@lernraster/shared'
import type { LightMyRequestResponse } from 'fastify'

/**
 * Texts that only an internal error carries: stack frames, SQL and database errors, Fastify's own
 * codes, the messages of JavaScript's errors. None may reach a caller in `message` or `errors`.
 */
const internalTexts = [
  /\n\s*at /,
  /\bat [^\s]+ \(?[^\s]*:\d+:\d+\)?/,
  /FST_/,
  /\b(select|insert into|delete from)\b.*\b(from|into|where|values)\b/i,
  /\b(relation|column|constraint) "|violates|syntax error at|invalid input syntax|duplicate key|invalid byte sequence|unsupported Unicode escape/i,
  /\b(postgres|pglite|drizzle)\b/i,
  /is not iterable|Cannot read propert|Cannot convert|is not a function|is not defined|is not a constructor/,
  /\b(TypeError|RangeError|SyntaxError|ReferenceError)\b|Maximum call stack|in JSON at position|Unexpected token/,
  /\[object Object\]/,
]

const internalText = (text: string) => internalTexts.find((pattern) => pattern.test(text))

function errorShapeProblem(response: LightMyRequestResponse): string | undefined {
  const type = response.headers['content-type']
  if (typeof type !== 'string' || !type.startsWith('application/json')) {
    return `a ${response.statusCode} must be JSON in the error shape, content-type is ${String(type)}`
  }
  let body: unknown
  try {
    body = JSON.parse(response.body)
  } catch {
    return `a ${response.statusCode} must be JSON in the error shape, the body does not parse`
  }
  const parsed = apiErrorSchema.strict().safeParse(body)
  if (!parsed.success) {
    // zod's own texts list every error code; the field and the kind of issue say enough here.
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'} ${issue.code}`)
    return `a ${response.statusCode} is not in the error shape { code, message, errors? }: ${issues.join('; ')}`
  }
  const texts = [parsed.data.message, ...Object.values(parsed.data.errors ?? {}).flat()]
  for (const text of texts) {
    const pattern = internalText(text)
    if (pattern) return `a ${response.statusCode} shows internal text (${pattern}): ${JSON.stringify(text)}`
  }
  return undefined
}

/**
 * What is wrong with an answer, or undefined: no 5xx, every 4xx in the one error shape without
 * internal text, and no request slower than `maxMs`. A 2xx may be anything (pages, files, JSON).
 */
export function answerProblem(
  method: string,
  response: LightMyRequestResponse,
  elapsedMs: number,
  maxMs: number,
): string | undefined {
  if (elapsedMs > maxMs) return `took ${Math.round(elapsedMs)} ms, more than FUZZ_MAX_MS=${maxMs}`
  if (response.statusCode < 400) return undefined
  // The answer to HEAD has no body by definition (HTTP), so only its status can be judged.
  const shapeProblem = method === 'HEAD' ? undefined : errorShapeProblem(response)
  if (response.statusCode >= 500) {
    return `status ${response.statusCode}: a server error (${shapeProblem ?? 'in the error shape'})`
  }
  return shapeProblem
}
