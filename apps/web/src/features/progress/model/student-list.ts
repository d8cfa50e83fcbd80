import type { ProgressStudent } from '@lernraster/shared'

type Named = Pick<ProgressStudent, 'firstname' | 'lastname'>

// German order: "Müller" beside "Mueller" and before "Nagel", "Özdemir" with the O's, not after "Z";
// accents and case only break ties, so the order is still fixed. `numeric` puts "Lea 2" before "Lea 10".
const germanOrder = new Intl.Collator('de', { numeric: true })

/** A class as teachers read it: by last name, then first name, the German way. */
export function sortStudentsGerman<Student extends Named>(students: readonly Student[]): Student[] {
  return [...students].sort(
    (a, b) => germanOrder.compare(a.lastname, b.lastname) || germanOrder.compare(a.firstname, b.firstname),
  )
}

const folded = (text: string) => text.trim().toLocaleLowerCase('de')

/**
 * The search box (docs/product/progress.md "Student progress screen"): first or last name, case-insensitive,
 * the query trimmed. A query with a space may also name both ("anna mü"). An empty query keeps everyone.
 */
export function filterStudents<Student extends Named>(
  students: readonly Student[],
  query: string,
): Student[] {
  const wanted = folded(query)
  if (wanted === '') return [...students]
  return students.filter((student) => {
    const first = folded(student.firstname)
    const last = folded(student.lastname)
    return first.includes(wanted) || last.includes(wanted) || `${first} ${last}`.includes(wanted)
  })
}

export function studentName(student: Named): string {
  return `${student.firstname} ${student.lastname}`.trim()
}
