import { existsSync } from 'node:fs'

/** Debian's Chromium (never a downloaded browser build: this machine cannot download one). */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  )
  return candidates.find((candidate) => existsSync(candidate))
}

/**
 * Debian's chromium-headless-shell, which the journeys run in when it is there (decision 033): the
 * same engine without the full browser's interface, a third faster here.
 */
export function findHeadlessShell() {
  const shell = '/usr/bin/chromium-headless-shell'
  return existsSync(shell) ? shell : undefined
}
