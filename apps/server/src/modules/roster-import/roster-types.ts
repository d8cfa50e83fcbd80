import type { RosterFormat, RosterProblem } from '@lernraster/shared'

/** A CSV file of the upload, by its name as the teacher knows it. */
export interface RosterText {
  name: string
  text: string
}

export interface RosterClass {
  sourceId: string
  name: string
  line: number
}

export interface RosterStudent {
  sourceId: string
  firstname: string
  lastname: string
  /** Lower case; null when the file gives none. */
  email: string | null
  line: number
}

/** A student in a class, where the file says so. */
export interface RosterEnrollment {
  classId: string
  userId: string
  file: string
  line: number
}

/** What the files say, reduced to the classes the import takes and their students. */
export interface Roster {
  format: RosterFormat
  classes: RosterClass[]
  students: Map<string, RosterStudent>
  enrollments: RosterEnrollment[]
  problems: RosterProblem[]
}

/** A file's name without its folder in a zip, in lower case. */
export const baseName = (name: string) => (name.split(/[\\/]/).at(-1) ?? name).toLowerCase()
