/// <reference lib="webworker" />
import * as germanPatterns from 'hyphen/de-1996'
import {
  type HyphenationAnswer,
  type HyphenationRequest,
  hyphenationMinWordLength,
} from './hyphenate-protocol'

// The package is CommonJS: the bundler hands it over as the default export.
const { hyphenateSync } = (germanPatterns as { default?: typeof germanPatterns }).default ?? germanPatterns

// The German patterns and their trie live here, off the page's main thread: building them and
// hyphenating a grid's titles was one long task (0.45 s at Lighthouse's 4x slower phone) in the
// middle of the student grid's first paint (decision 034).
self.onmessage = (event: MessageEvent<HyphenationRequest>) => {
  const { texts } = event.data
  const answer: HyphenationAnswer = {
    texts,
    hyphenated: texts.map((text) => hyphenateSync(text, { minWordLength: hyphenationMinWordLength })),
  }
  self.postMessage(answer)
}
