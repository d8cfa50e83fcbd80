import { existsSync } from 'node:fs'

/** Debian's Chromium (never a downloaded browser build: this machine cannot download one). */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  )
  return candidates.find((candidate) => existsSync(candidate))
}
