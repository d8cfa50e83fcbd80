import { type ComponentType, lazy } from 'react'

/** Spec 1 §9: loading a code chunk gives up after 120 s, so a dead connection ends in a clear error. */
export const chunkLoadTimeoutMs = 120_000

/** A page whose code loads on first visit; the error boundary shows a reload button if it never comes. */
export function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Chunk load timed out')), chunkLoadTimeoutMs)
    })
    try {
      const module = await Promise.race([load(), timeout])
      return { default: pick(module) }
    } finally {
      clearTimeout(timer)
    }
  })
}
