import { type AvailableModule, ModuleStatus } from '@lernraster/shared'

/**
 * The Available tab's list: shared and bought modules in one list, the newest arrival first. A
 * module both shared with and bought by the teacher shows once, as bought (it is theirs to keep).
 */
export function mergeAvailable(
  shared: readonly AvailableModule[],
  purchased: readonly AvailableModule[],
): AvailableModule[] {
  const byId = new Map<number, AvailableModule>()
  for (const module of shared) byId.set(module.id, module)
  for (const module of purchased) byId.set(module.id, module)
  return [...byId.values()].sort(
    (a, b) => b.received_at.localeCompare(a.received_at) || a.name.localeCompare(b.name, 'de'),
  )
}

export function isPurchased(module: Pick<AvailableModule, 'access_status_id'>): boolean {
  return module.access_status_id === ModuleStatus.purchased
}

/**
 * docs/product/modules.md "Available tab": a shared module that is not bought and not in the store carries a
 * Beta tag.
 */
export function showsBeta(module: Pick<AvailableModule, 'beta' | 'access_status_id'>): boolean {
  return module.beta && !isPurchased(module)
}

/** The store's page of a module: `{store}/modules/{id}` (docs/product/modules.md "Available tab"). */
export function storeModuleUrl(storeUrl: string, storeModuleId: number): string {
  return `${storeUrl.replace(/\/+$/, '')}/modules/${storeModuleId}`
}
