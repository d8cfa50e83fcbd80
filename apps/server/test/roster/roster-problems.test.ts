import { type RosterImportAnswer, rosterImportMessages } from '@lernraster/shared'
import { describe, expect, test } from 'vitest'
import { groups } from '../../src/db/schema'
import { ok } from '../student/student-builders'
import { createUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { importRoster, sampleClass, sdsFiles } from './roster-samples'

// Problems of single lines are named with their file and line in the preview; the commit is refused
// while there is one, and the public demo checks files but imports none (decision 044).

const t = useTestApp()

describe('problems of lines', () => {
  test('a missing first name, an unknown person and a bad address: listed, then the commit is refused', async () => {
    const teacher = await createUser(t.app)
    const files = sdsFiles([sampleClass('P-1', '2a', 2)])
    files['users.csv'] = Buffer.from(
      'sourcedId,username,givenName,familyName,email\nP-1-S1,a,,Muster,\nP-1-S2,b,Lea,Graf,lea@@schule\n',
    )
    files['enrollments.csv'] = Buffer.from(
      'classSourcedId,userSourcedId,role\nP-1,P-1-S1,student\nP-1,P-1-S2,student\nP-1,P-1-S9,student\n',
    )
    const preview = ok<RosterImportAnswer>(await importRoster(t.app, teacher.token, files, false))
    expect(preview.problems).toEqual([
      { file: 'enrollments.csv', line: 4, message: 'Die Person «P-1-S9» fehlt in users.csv.' },
      { file: 'users.csv', line: 2, message: rosterImportMessages.firstnameMissing },
      { file: 'users.csv', line: 3, message: rosterImportMessages.emailInvalid },
    ])
    const refused = await importRoster(t.app, teacher.token, files, true)
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      message: 'Es wurde nichts importiert: 3 Probleme in den Dateien. Bitte korrigieren Sie den Export.',
      errors: { 'files.users.csv.2': ['users.csv, Zeile 2: Der Vorname fehlt.'] },
    })
    expect(
      await t.app.ctx.db
        .select()
        .from(groups)
        .then((rows) => rows.filter((row) => row.teacherId === teacher.user.id && row.rosterSourceId)),
    ).toEqual([])
  })

  test('the demo checks files but imports none', async () => {
    const { standingDemoLink } = await import('../../src/modules/demo/demo.service')
    const link = await standingDemoLink(t.app.ctx)
    const login = await t.app.inject({
      method: 'POST',
      url: `/api/teacher/v1/auth/demoLogin/${new URL(link).searchParams.get('token')}`,
    })
    const token = login.json().api_token as string
    const files = sdsFiles([sampleClass('DEMO-1', 'Demo', 2)])
    ok(await importRoster(t.app, token, files, false))
    const refused = await importRoster(t.app, token, files, true)
    expect(refused.json()).toEqual({ code: 'forbidden', message: rosterImportMessages.demoNoImport })
  })
})
