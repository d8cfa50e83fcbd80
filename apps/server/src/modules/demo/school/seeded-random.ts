/**
 * A small deterministic random source (mulberry32) so that the demo school is the same on every
 * machine and after every nightly reset: stable screenshots, and journeys can recompute its numbers.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** Roughly normal around 0 with the given spread (sum of uniforms; no tails beyond 3 spreads). */
  normal(spread: number): number
}

function hashSeed(seed: string): number {
  let hash = 2166136261
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  return hash >>> 0
}

export function seededRandom(seed: string): SeededRandom {
  let state = hashSeed(seed)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    normal: (spread) => (next() + next() + next() + next() + next() + next() - 3) * spread,
  }
}
