import { rosterImportMessages } from '@lernraster/shared'
import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { groups } from '../../src/db/schema'
import { postForm } from '../files/file-builders'
import { api, createUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { importRoster, oneRosterZip, sampleClass, sdsFiles } from './roster-samples'

// A broken file set is refused whole, with one German sentence naming the file and the line, and
// nothing is written (decision 044).

const t = useTestApp()

const refusedWith = async (files: Record<string, Buffer>, message: string | RegExp, status = 422) => {
  const teacher = await createUser(t.app)
  const before = await t.app.ctx.db.select().from(groups)
  const response = await importRoster(t.app, teacher.token, files, true)
  expect(response.statusCode, response.body).toBe(status)
  const body = response.json()
  const said = status === 422 ? body.errors.files[0] : body.message
  if (typeof message === 'string') expect(said).toBe(message)
  else expect(said).toMatch(message)
  expect(await t.app.ctx.db.select().from(groups)).toEqual(before)
}

const sds = () => sdsFiles([sampleClass('B-1', '4a', 3)])
const withFile = (name: string, text: string) => ({ ...sds(), [name]: Buffer.from(text, 'latin1') })

describe('a broken roster is refused whole', () => {
  test('an unknown format, a missing file, a missing column', async () => {
    await refusedWith(
      { 'liste.csv': Buffer.from('Vorname;Nachname\nMia;Muster\n') },
      rosterImportMessages.unknownFormat,
    )
    const { 'enrollments.csv': _gone, ...withoutEnrollments } = sds()
    await refusedWith(withoutEnrollments, 'Die Datei enrollments.csv fehlt.')
    await refusedWith(
      withFile('users.csv', 'sourcedId,username,familyName\nB-1-S1,x,Muster\n'),
      'users.csv: Die Spalte «givenName» fehlt in der ersten Zeile.',
    )
  })

  test('an id twice, an open quote', async () => {
    await refusedWith(
      withFile('classes.csv', 'sourcedId,orgSourcedId,title\nB-1,ORG1,4a\nB-1,ORG1,4b\n'),
      'classes.csv, Zeile 3: Die ID «B-1» kommt schon in Zeile 2 vor.',
    )
    await refusedWith(
      withFile('classes.csv', 'sourcedId,orgSourcedId,title\nB-1,ORG1,"4a\n'),
      'classes.csv, Zeile 2: Ein Anführungszeichen wird nicht geschlossen.',
    )
  })

  test('a broken zip, a file that is no text, a file of another kind, OneRoster 1.1', async () => {
    const zip = oneRosterZip([sampleClass('Z-1', '3a', 2)])
    await refusedWith(
      { 'r.zip': zip.subarray(0, zip.length - 30) },
      'Die ZIP-Datei r.zip ist beschädigt oder kann nicht gelesen werden.',
    )
    await refusedWith(
      { ...sds(), 'users.csv': Buffer.from([0x73, 0x00, 0x81, 0x20]) },
      /^Die Datei users\.csv kann nicht gelesen werden/,
    )
    await refusedWith(
      { 'klasse.pdf': Buffer.from('%PDF-1.7') },
      'Die Datei klasse.pdf ist weder eine CSV- noch eine ZIP-Datei.',
    )
    await refusedWith(
      { 'r.zip': oneRosterZip([sampleClass('Z-1', '3a', 2)], { manifestVersion: '1.1' }) },
      'manifest.csv: Erwartet wird OneRoster 1.2 (oneroster.version), gefunden wurde «1.1».',
    )
  })

  test('at most 2 MB a file, unpacked too, and 5,000 students', async () => {
    const padding = `\n${' '.repeat(2 * 1024 * 1024)}`
    await refusedWith(
      withFile('orgs.csv', `sourcedId,name,type${padding}`),
      'Die Datei orgs.csv ist grösser als 2 MB.',
      413,
    )
    const bomb = Buffer.from(zipSync({ 'manifest.csv': strToU8(`propertyName,value${padding}`) }))
    expect(bomb.length).toBeLessThan(100_000)
    await refusedWith({ 'r.zip': bomb }, 'Die Datei manifest.csv ist grösser als 2 MB.')
    const many = sampleClass('BIG', '9z', 5001)
    await refusedWith(sdsFiles([many]), rosterImportMessages.tooManyStudents)
    const classes = Array.from({ length: 51 }, (_, index) => sampleClass(`C${index}`, `Kurs ${index}`, 1))
    await refusedWith(
      sdsFiles(classes),
      'Die Dateien enthalten 51 Klassen; höchstens 50 auf einmal. Bitte exportieren Sie nur Ihre Klassen.',
    )
  })

  test('the form: JSON is no upload, the commit comes before the files, at most 12 files', async () => {
    const teacher = await createUser(t.app)
    const json = await api(t.app, teacher.token).post('/groups/importRoster', { commit: true })
    expect(json.statusCode).toBe(415)
    const late = await postForm(
      t.app,
      '/groups/importRoster',
      [
        ['files', Buffer.from('a,b\n'), 'orgs.csv'],
        ['commit', 'true'],
      ],
      teacher.token,
    )
    expect(late.json().errors).toEqual({ commit: ['Dieses Feld muss vor der Datei gesendet werden.'] })
    const thirteen = Object.fromEntries(
      Array.from({ length: 13 }, (_, index) => [`f${index}.csv`, Buffer.from('a\n')]),
    )
    const many = await importRoster(t.app, teacher.token, thirteen, false)
    expect(many.json().errors).toEqual({ files: [rosterImportMessages.tooManyFiles] })
  })
})
