import { describe, expect, it } from 'vitest'
import { fullName, sortStudents } from './students'

describe('students', () => {
  it('names a student by first and last name', () => {
    expect(fullName({ firstname: 'Lena', lastname: 'Meier' })).toBe('Lena Meier')
  })

  it('sorts by last name, then first name, with umlauts in their German place', () => {
    const sorted = sortStudents([
      { firstname: 'Zoe', lastname: 'Müller' },
      { firstname: 'Ben', lastname: 'Zürcher' },
      { firstname: 'Anna', lastname: 'Müller' },
      { firstname: 'Ömer', lastname: 'Ammann' },
      { firstname: 'Mia', lastname: 'Moser' },
    ])
    expect(sorted.map(fullName)).toEqual([
      'Ömer Ammann',
      'Mia Moser',
      'Anna Müller',
      'Zoe Müller',
      'Ben Zürcher',
    ])
  })
})
