import { type ComponentType, lazy } from 'react'

/** Spec 1 §9: loading a code chunk gives up after 120 s, so a dead connection ends in a clear error. */
export const chunkLoadTimeoutMs = 120_000

/**
 * A chunk that failed because the browser is offline (the Wi-Fi dropped while the page loaded) is
 * asked for again once the browser is back online, instead of failing for good: meanwhile the
 * offline banner says what is going on, and the 120 s limit above still ends a wait that never ends.
 */
export function loadWhenOnline<Module>(load: () => Promise<Module>): Promise<Module> {
  return load().catch((error: unknown) => {
    if (navigator.onLine) throw error
    return new Promise<Module>((resolve, reject) => {
      window.addEventListener('online', () => loadWhenOnline(load).then(resolve, reject), { once: true })
    })
  })
}

/**
 * A page or part of the shell whose code loads on first use. If it never comes, the nearest error
 * boundary shows its fallback (a page: the reload page; a header menu: its placeholder).
 */
export function lazyComponent<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Chunk load timed out')), chunkLoadTimeoutMs)
    })
    try {
      const module = await Promise.race([loadWhenOnline(load), timeout])
      return { default: pick(module) }
    } finally {
      clearTimeout(timer)
    }
  })
}
