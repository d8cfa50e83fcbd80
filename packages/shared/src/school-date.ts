/**
 * A date as school software writes it: `dd.mm.yyyy` (German-speaking countries, also `d.m.yyyy`)
 * or ISO `yyyy-mm-dd` (OneRoster, SDS; a time after it is ignored). Answers `yyyy-mm-dd`, or
 * undefined for anything else and for days that do not exist (31.02.2027).
 */
export function parseSchoolDate(text: string): string | undefined {
  const value = text.trim()
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value)
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value)
  const parts = german
    ? { year: german[3]!, month: german[2]!, day: german[1]! }
    : iso
      ? { year: iso[1]!, month: iso[2]!, day: iso[3]! }
      : undefined
  if (!parts) return undefined
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined
  }
  return date.toISOString().slice(0, 10)
}
