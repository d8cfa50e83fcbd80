import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { studentApi, teacherApi } from '@lernraster/shared'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { studentApiDescription, teacherApiDescription } from '../../apps/server/src/openapi/descriptions'
import { openApiDocument } from '../../apps/server/src/openapi/document'

// The two documents as a school's integrator meets them (decision 031). The server serves exactly
// these (apps/server/test/platform/openapi.test.ts compares them).

const here = path.dirname(fileURLToPath(import.meta.url))
const generated = path.join(here, 'generated')

const documents = [
  { name: 'teacher', document: openApiDocument(teacherApi, teacherApiDescription) },
  { name: 'student', document: openApiDocument(studentApi, studentApiDescription) },
] as const

describe.each(documents)('the $name API document', ({ name, document }) => {
  it("passes Redocly's recommended rules without an error", async () => {
    const config = await createConfig({ extends: ['recommended'] })
    const source = JSON.stringify(document)
    const problems = await lintFromString({ source, absoluteRef: `${name}.json`, config })
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)
    expect(errors).toEqual([])
  })

  it('gives a client (openapi-typescript) that a short scenario compiles against', async () => {
    mkdirSync(generated, { recursive: true })
    writeFileSync(path.join(generated, `${name}.ts`), astToString(await openapiTS(JSON.stringify(document))))
    const scenario = path.join(here, 'scenarios', `${name}.ts`)
    const program = ts.createProgram([scenario], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    })
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
    expect(diagnostics).toEqual([])
  }, 60_000)
})
