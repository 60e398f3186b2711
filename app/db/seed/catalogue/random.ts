/**
 * A small seeded pseudo-random generator (mulberry32) so the demo catalogue is the
 * same on every run. Never use Math.random in the seed.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  /** True with probability p. */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** Up to `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[]
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick() from an empty list')
      return items[Math.floor(next() * items.length)]
    },
    sample: (items, count) => {
      const copy = items.slice()
      const n = Math.min(count, copy.length)
      // Partial Fisher-Yates: the first n places end up a random selection.
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i))
        const tmp = copy[i]
        copy[i] = copy[j]
        copy[j] = tmp
      }
      return copy.slice(0, n)
    },
  }
}

/** A stable 32-bit hash of a string (FNV-1a), to derive one generator per product family. */
export function hashSeed(text: string, base = 0x4b41524f): number {
  let h = (0x811c9dc5 ^ base) >>> 0
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}
