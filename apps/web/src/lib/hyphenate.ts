import { useEffect, useSyncExternalStore } from 'react'

/**
 * German hyphenation for titles in narrow tiles (decision 024). CSS `hyphens: auto` needs the
 * browser's own dictionary, which Chromium on Linux does not have: there a long word broke anywhere,
 * without a hyphen ("Wahrscheinlichkei / t"). Soft hyphens (U+00AD) placed by TeX's German patterns
 * break the same way in every browser. The patterns (~150 KB gzip) load on the first tile that asks,
 * never with the login route; until they are there a title shows as it is.
 */

export const softHyphen = '\u00AD'

type HyphenateSync = (text: string, options: { minWordLength: number }) => string

let hyphenateSync: HyphenateSync | undefined
let loading: Promise<void> | undefined
const listeners = new Set<() => void>()
// A grid shows each title once per render: computed once per title, not once per render.
const memo = new Map<string, string>()
const memoLimit = 5_000
/**
 * Shorter words fit on a line of the narrowest tile (the configurator's 6 columns at 1024 px hold
 * about 8 bold letters), so breaking them only costs reading ease: "Negative Zah-len" where
 * "Negative / Zahlen" fits as well.
 */
const minWordLength = 8

/** Brings the German patterns (reformed spelling, as schools in CH, DE and AT write) once. */
export function loadGermanHyphenation(): Promise<void> {
  loading ??= import('hyphen/de-1996').then(
    (module) => {
      // The package is CommonJS: bundlers hand it over as the default export, Node by name.
      const exports = module.default ?? module
      hyphenateSync = exports.hyphenateSync
      for (const listener of listeners) listener()
    },
    (error: unknown) => {
      loading = undefined // the next tile asks again; meanwhile titles show unhyphenated
      throw error
    },
  )
  return loading
}

/** The text with soft hyphens at the German break points, or as it is while the patterns load. */
export function hyphenateGerman(text: string): string {
  if (!hyphenateSync) return text
  let hyphenated = memo.get(text)
  if (hyphenated === undefined) {
    hyphenated = hyphenateSync(text, { minWordLength })
    if (memo.size >= memoLimit) memo.clear()
    memo.set(text, hyphenated)
  }
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
  const ready = useSyncExternalStore(subscribe, () => hyphenateSync !== undefined)
  useEffect(() => {
    if (!ready) loadGermanHyphenation().catch(() => undefined)
  }, [ready])
  return ready ? hyphenateGerman(text) : text
}
