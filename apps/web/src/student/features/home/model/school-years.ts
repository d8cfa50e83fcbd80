import type { StudentModule } from '@lernraster/shared'

/** The modules of one earlier school year, as GET /modules lists them. */
export interface EarlierYear {
  /** The school year the classes were archived in, "2025/26". */
  year: string
  modules: StudentModule[]
}

/**
 * This year's modules apart from those of classes archived in earlier school years (decision 051):
 * the current ones stay first and alone at the top of the overview, the others go below, one group
 * per school year, the newest first. Within a year the server's order stays.
 */
export function splitBySchoolYear(modules: readonly StudentModule[]): {
  current: StudentModule[]
  earlier: EarlierYear[]
} {
  const current: StudentModule[] = []
  const years = new Map<string, StudentModule[]>()
  for (const module of modules) {
    if (module.archived_in === null) current.push(module)
    else years.set(module.archived_in, [...(years.get(module.archived_in) ?? []), module])
  }
  const earlier = [...years]
    .map(([year, ofYear]) => ({ year, modules: ofYear }))
    // "2025/26" before "2024/25": the labels start with the year, four digits, so they sort as text.
    .sort((a, b) => b.year.localeCompare(a.year))
  return { current, earlier }
}
