import { createReadStream, existsSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sendError } from '../../plugins/errors'
import { repoRoot } from '../../repo-root'

/** The documents shipped with the app (apps/web/documents): user guide, terms, imprint, privacy. */
export const shippedDocumentsDir = path.join(repoRoot, 'apps/web/documents')

/** Only plain file names: no folders, so no path can climb out of the documents folder. */
const documentName = /^[a-z0-9][a-z0-9-]*\.(html|pdf|css|png|svg)$/
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.pdf': 'application/pdf',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
}

/**
 * `GET /docs/:name`: the operator's file from DOCUMENTS_DIR when it has one of that name, else the
 * shipped one. A school replaces terms, imprint and privacy by dropping its own files there.
 */
export async function documentsRoutes(app: FastifyInstance, options: { operatorDir: string | undefined }) {
  const folders = [options.operatorDir, shippedDocumentsDir].filter((dir): dir is string => Boolean(dir))
  app.get<{ Params: { name: string } }>('/docs/:name', { config: { access: 'public' } }, (request, reply) => {
    const { name } = request.params
    const folder = documentName.test(name) && folders.find((dir) => existsSync(path.join(dir, name)))
    if (!folder) return sendError(reply, 'notFound')
    return reply
      .header('Cache-Control', 'no-cache')
      .type(contentTypes[path.extname(name)] ?? 'application/octet-stream')
      .send(createReadStream(path.join(folder, name)))
  })
}
