/** Nearest-rank percentile (p in 0..100) of unsorted samples; null for no samples. */
export function percentile(samples: readonly number[], p: number): number | null {
  if (samples.length === 0) return null
  if (p < 0 || p > 100) throw new RangeError(`percentile must be between 0 and 100, got ${p}`)
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[rank - 1]
}

/** The middle element by `key` (lower middle for an even count); undefined for none. */
export function medianBy<T>(items: readonly T[], key: (item: T) => number): T | undefined {
  if (items.length === 0) return undefined
  const sorted = [...items].sort((a, b) => key(a) - key(b))
  return sorted[Math.floor((sorted.length - 1) / 2)]
}
