/**
 * The `module_id` of the configurator's and the viewer's address: undefined when there is none (a
 * new module), null when it is not an id at all (a mistyped or damaged link).
 */
export function parseModuleId(value: string | null): number | null | undefined {
  if (value === null || value === '') return undefined
  if (!/^\d{1,9}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}
