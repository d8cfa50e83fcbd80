/**
 * The students screen's address: `module_id` and `event_id` (docs/product/modules.md "Screens"). Null for
 * each missing or not an id (a mistyped or damaged link), so the screen says so instead of asking the server.
 */
export function parseProgressId(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}

export function studentScreenIds(params: URLSearchParams): { moduleId: number; eventId: number } | null {
  const moduleId = parseProgressId(params.get('module_id'))
  const eventId = parseProgressId(params.get('event_id'))
  return moduleId !== null && eventId !== null ? { moduleId, eventId } : null
}
