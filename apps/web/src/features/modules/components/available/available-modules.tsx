// Being written for issue 12: the Available tab (shared and purchased modules).
export function AvailableModules() {
  return null
}
