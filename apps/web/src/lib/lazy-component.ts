import { type ComponentType, createElement, lazy, useEffect, useState } from 'react'

/**
 * docs/product/accounts.md "The app frame": loading a code chunk gives up after 120 s, so a dead connection
 * ends in a clear error.
 */
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

/** A component whose code loads on first use; `preload` fetches it ahead (see main.tsx). */
export type LazyComponent<Props extends object> = ComponentType<Props> & { preload(): Promise<void> }

/**
 * A page or part of the shell whose code loads on first use. If it never comes, the nearest error
 * boundary shows its fallback (a page: the reload page; a header menu: its placeholder).
 * Once `preload` has brought the code, the component renders straight away instead of suspending:
 * React holds back content that follows a shown fallback for 300 ms, which on the first page cost
 * the login screen a third of a second (issue 18).
 */
export function lazyComponent<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const loadOnce = () => {
    loading ??= withTimeout(loadWhenOnline(load)).then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        loading = undefined // the next attempt asks again
        throw error
      },
    )
    return loading
  }
  const Lazy = lazy(async () => ({ default: await loadOnce() }))
  const Component = (props: Props) => {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount the
    // page and lose what the teacher typed.
    const [ready] = useState(() => loaded)
    return createElement(ready ?? Lazy, props)
  }
  Component.preload = () => loadOnce().then(() => undefined)
  return Component
}

/**
 * A part of a page whose code loads after the page (the school sign-in on the login page, decision
 * 043): nothing until it comes and nothing if it never does; the page never waits for it.
 */
export function laterPart<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): ComponentType {
  return function LaterPart() {
    const [Part, setPart] = useState<ComponentType>()
    useEffect(() => {
      load().then(
        (module) => setPart(() => pick(module)),
        () => undefined,
      )
    }, [])
    return Part ? createElement(Part) : null
  }
}

async function withTimeout<Module>(loading: Promise<Module>): Promise<Module> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Chunk load timed out')), chunkLoadTimeoutMs)
  })
  try {
    return await Promise.race([loading, timeout])
  } finally {
    clearTimeout(timer)
  }
}
