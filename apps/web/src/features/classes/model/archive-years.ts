import type { ArchivedClass } from '@lernraster/shared'

export type ArchiveYear = { schoolYear: string; classes: ArchivedClass[] }

/**
 * The archive by school year, the newest year first ("2025/26" before "2024/25": the labels sort as
 * text), each year's classes in the server's order (newest archived first).
 */
export function archiveYears(classes: readonly ArchivedClass[]): ArchiveYear[] {
  const byYear = new Map<string, ArchivedClass[]>()
  for (const archived of classes) {
    const year = byYear.get(archived.school_year)
    if (year) year.push(archived)
    else byYear.set(archived.school_year, [archived])
  }
  return [...byYear]
    .map(([schoolYear, list]) => ({ schoolYear, classes: list }))
    .sort((a, b) => b.schoolYear.localeCompare(a.schoolYear))
}

/** The classes the retention deletes within the notice, the first to go first: the warning names them. */
export function deletedSoon(classes: readonly ArchivedClass[]): ArchivedClass[] {
  return classes
    .filter((archived) => archived.deleted_soon)
    .sort((a, b) => (a.delete_on ?? '').localeCompare(b.delete_on ?? ''))
}
