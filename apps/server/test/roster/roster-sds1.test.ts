import type { RosterImportAnswer } from '@lernraster/shared'
import { describe, expect, test } from 'vitest'
import { ok } from '../student/student-builders'
import { createUser } from '../support/builders'
import { useTestApp } from '../support/test-app'
import { importRoster } from './roster-samples'

// The classic SDS v1 set (decision 044): SIS IDs, "Section Name", teachers in TeacherRoster.csv.

const t = useTestApp()

describe('importing an SDS v1 set', () => {
  test('takes only the sections TeacherRoster.csv gives the teacher, by the SIS IDs', async () => {
    const teacher = await createUser(t.app)
    const files = {
      'School.csv': 'SIS ID,Name\n1,Schule\n',
      'Section.csv': 'SIS ID,School SIS ID,Section Name\nS-1,1,Mathematik 7a\nS-2,1,Deutsch 8b\n',
      'Student.csv':
        'SIS ID,School SIS ID,Username,First Name,Last Name\nP1,1,p1,Lia,Huber\nP2,1,p2,Ben,Frei\n',
      'StudentEnrollment.csv': 'Section SIS ID,SIS ID\nS-1,P1\nS-2,P2\n',
      'Teacher.csv': `SIS ID,School SIS ID,Username,First Name,Last Name\nL1,1,${teacher.user.email},Vreni,Muster\n`,
      'TeacherRoster.csv': 'Section SIS ID,SIS ID\nS-1,L1\n',
    }
    const bytes = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, Buffer.from(text)]))
    const answer = ok<RosterImportAnswer>(await importRoster(t.app, teacher.token, bytes, true))
    expect(answer.format).toBe('sds-1')
    expect(answer.classes.map((row) => row.name)).toEqual(['Mathematik 7a'])
    expect(answer.students.map((row) => [row.firstname, row.lastname, row.outcome, row.line])).toEqual([
      ['Lia', 'Huber', 'new', 2],
    ])
  })
})
