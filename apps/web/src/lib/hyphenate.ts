import { useEffect, useSyncExternalStore } from 'react'
import { type HyphenationAnswer, hyphenationMinWordLength } from './hyphenate-protocol'

/**
 * German hyphenation for titles in narrow tiles (decision 024). CSS `hyphens: auto` needs the
 * browser's own dictionary, which Chromium on Linux does not have: there a long word broke anywhere,
 * without a hyphen ("Wahrscheinlichkei / t"). Soft hyphens (U+00AD) placed by TeX's German patterns
 * break the same way in every browser. The patterns (~100 KB gzip) load on the first tile that asks,
 * never with the login route; until a title's breaks are known it shows as it is.
 *
 * In the browser the patterns live in a worker (lib/hyphenate-worker.ts): a tile asks for its title,
 * the titles asked for in one render go over together, and the tiles re-render with the answer.
 * Where there is no worker (the unit tests' DOM) or it fails, they are loaded on the page itself.
 */

export const softHyphen = '\u00AD'

type HyphenateSync = (text: string, options: { minWordLength: number }) => string

// A grid shows each title once per render: computed once per title, not once per render.
const memo = new Map<string, string>()
const memoLimit = 5_000
/** Bumped whenever titles were hyphenated: the snapshot the tiles subscribe to. */
let version = 0
const listeners = new Set<() => void>()

function remember(text: string, hyphenated: string) {
  if (memo.size >= memoLimit) memo.clear()
  memo.set(text, hyphenated)
}

function announce() {
  version += 1
  for (const listener of listeners) listener()
}

// On the page itself: the fallback, and what the unit tests use.
let hyphenateSync: HyphenateSync | undefined
let loading: Promise<void> | undefined

/** Brings the German patterns (reformed spelling, as schools in CH, DE and AT write) onto the page once. */
export function loadGermanHyphenation(): Promise<void> {
  loading ??= import('hyphen/de-1996').then(
    (module) => {
      // The package is CommonJS: bundlers hand it over as the default export, Node by name.
      const exports = module.default ?? module
      hyphenateSync = exports.hyphenateSync
      announce()
    },
    (error: unknown) => {
      loading = undefined // the next tile asks again; meanwhile titles show unhyphenated
      throw error
    },
  )
  return loading
}

// In a worker: the titles asked for and not answered yet, sent together once the render is over.
let worker: Worker | undefined
let workerFailed = typeof Worker === 'undefined'
const asked = new Set<string>()
const waiting = new Set<string>()

function startWorker(): Worker {
  const started = new Worker(new URL('./hyphenate-worker.ts', import.meta.url), { type: 'module' })
  started.onmessage = (event: MessageEvent<HyphenationAnswer>) => {
    event.data.texts.forEach((text, index) => {
      asked.delete(text)
      remember(text, event.data.hyphenated[index] ?? text)
    })
    announce()
  }
  started.onerror = () => {
    // Not loadable (an old browser, a blocked script): the page hyphenates itself.
    workerFailed = true
    started.terminate()
    asked.clear()
    loadGermanHyphenation().catch(() => undefined)
  }
  return started
}

function askWorker(text: string) {
  if (asked.has(text) || waiting.has(text)) return
  waiting.add(text)
  if (waiting.size > 1) return
  queueMicrotask(() => {
    const texts = [...waiting]
    waiting.clear()
    for (const each of texts) asked.add(each)
    worker ??= startWorker()
    worker.postMessage({ texts })
  })
}

/** The text with soft hyphens at the German break points, or as it is while they are not known yet. */
export function hyphenateGerman(text: string): string {
  const known = memo.get(text)
  if (known !== undefined) return known
  if (!hyphenateSync) return text
  // Called while rendering: remembered without announcing it.
  const hyphenated = hyphenateSync(text, { minWordLength: hyphenationMinWordLength })
  remember(text, hyphenated)
  return hyphenated
}

/** The same text without soft hyphens: what a label or a copy should carry. */
export function withoutSoftHyphens(text: string): string {
  return text.replaceAll(softHyphen, '')
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * For the visible node of a tile's title only: its accessible name stays the plain title (the
 * tile's aria-label), so a screen reader never meets a soft hyphen.
 */
export function useHyphenated(text: string): string {
  useSyncExternalStore(subscribe, () => version)
  const known = memo.has(text) || hyphenateSync !== undefined
  useEffect(() => {
    if (known) return
    if (workerFailed) loadGermanHyphenation().catch(() => undefined)
    else askWorker(text)
  }, [known, text])
  return hyphenateGerman(text)
}
