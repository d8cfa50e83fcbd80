/** What the page sends the hyphenation worker, and what it answers (lib/hyphenate-worker.ts). */
export interface HyphenationRequest {
  texts: string[]
}

export interface HyphenationAnswer {
  texts: string[]
  /** In the order of `texts`. */
  hyphenated: string[]
}

/**
 * Shorter words fit on a line of the narrowest tile (the configurator's 6 columns at 1024 px hold
 * about 8 bold letters), so breaking them only costs reading ease: "Negative Zah-len" where
 * "Negative / Zahlen" fits as well.
 */
export const hyphenationMinWordLength = 8
