import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { apiRoot } from '../paths'
import { sendError } from './errors'

const notBuilt = 'Die Web-App ist noch nicht gebaut (npm run build:web).'

/** Where the student app is served (STUDENT_APP_URL's default, config.ts). */
const studentAppPath = '/student'

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that accepts HTML
 * gets index.html, so that the app's own routes (/auth/login, /groups, ...) load on refresh. The
 * build writes brotli and gzip copies beside each file (scripts/compress-web.mjs); the one the
 * browser accepts is sent, the plain file otherwise (decision 020).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html')
  const built = existsSync(indexFile)
  // A build from before the student app existed has no dist/student (npm start builds it again).
  const studentBuilt = existsSync(path.join(distDir, 'student', 'index.html'))
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Everything outside assets/ is asked for again each time: index.html, and the student app's
        // service worker and manifest, so that a new version reaches the next start (decision 029).
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  } else {
    app.log.warn({ distDir }, 'web app not built: run `npm run build:web` (npm start does it for you)')
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(apiRoot) &&
      !request.url.startsWith('/dev/')
    if (!wantsPage) return sendError(reply, 'notFound')
    const urlPath = request.url.split('?')[0] ?? ''
    // The student app (issue 15) is its own build in dist/student, with its own routes under /student.
    const forStudents = urlPath === studentAppPath || urlPath.startsWith(`${studentAppPath}/`)
    if (!(forStudents ? studentBuilt : built)) return sendError(reply, 'unavailable', notBuilt)
    if (path.extname(urlPath) !== '') return sendError(reply, 'notFound')
    const page = forStudents ? 'student/index.html' : 'index.html'
    return reply.header('Cache-Control', 'no-cache').sendFile(page)
  })
}
