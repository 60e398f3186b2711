/**
 * A latency histogram with bounded memory: microseconds in buckets that are exact below 128 µs and
 * then 64 per power of two (each bucket within 1.6% of its values), so a run of any length keeps
 * 1 664 counters and its percentiles stay within that precision.
 */

const EXACT = 128
const SUB_BUCKETS = 64
const MAX_MICROS = 2 ** 31 - 1
const BUCKETS = EXACT + 24 * SUB_BUCKETS

/** Bucket of a whole number of microseconds (0..2^31-1). */
export function bucketOf(micros: number): number {
  if (micros < EXACT) return micros
  const msb = 31 - Math.clz32(micros)
  const shift = msb - 6
  const sub = micros >>> shift
  return EXACT + (shift - 1) * SUB_BUCKETS + (sub - SUB_BUCKETS)
}

/** The largest number of microseconds that falls in `bucket`. */
export function bucketTop(bucket: number): number {
  if (bucket < EXACT) return bucket
  const shift = Math.floor((bucket - EXACT) / SUB_BUCKETS) + 1
  const sub = ((bucket - EXACT) % SUB_BUCKETS) + SUB_BUCKETS
  return (sub + 1) * 2 ** shift - 1
}

/** A histogram as JSON: the non-empty buckets as [bucket, count] pairs, and the exact sum, min and max. */
export interface HistogramData {
  buckets: [number, number][]
  count: number
  sumMicros: number
  minMicros: number | null
  maxMicros: number
}

export class LatencyHistogram {
  private readonly counts = new Float64Array(BUCKETS)
  count = 0
  private sumMicros = 0
  private maxMicros = 0
  private minMicros = Number.POSITIVE_INFINITY

  /** Several runs' latencies as one histogram (e.g. a floor measured before and after the pages). */
  static merge(parts: readonly HistogramData[]): LatencyHistogram {
    const merged = new LatencyHistogram()
    for (const part of parts) {
      for (const [bucket, count] of part.buckets) merged.counts[bucket] += count
      merged.count += part.count
      merged.sumMicros += part.sumMicros
      merged.maxMicros = Math.max(merged.maxMicros, part.maxMicros)
      if (part.minMicros !== null) merged.minMicros = Math.min(merged.minMicros, part.minMicros)
    }
    return merged
  }

  toJSON(): HistogramData {
    const buckets: [number, number][] = []
    this.counts.forEach((count, bucket) => {
      if (count > 0) buckets.push([bucket, count])
    })
    return {
      buckets,
      count: this.count,
      sumMicros: this.sumMicros,
      minMicros: this.count === 0 ? null : this.minMicros,
      maxMicros: this.maxMicros,
    }
  }

  /** Keep one latency, in milliseconds. */
  record(ms: number): void {
    const micros = Math.min(MAX_MICROS, Math.max(0, Math.round(ms * 1000)))
    this.counts[bucketOf(micros)]++
    this.count++
    this.sumMicros += micros
    if (micros > this.maxMicros) this.maxMicros = micros
    if (micros < this.minMicros) this.minMicros = micros
  }

  /**
   * Nearest-rank percentile (p in 0..100) in milliseconds: the top of the bucket that holds the
   * ranked value, never above the largest latency kept; null when nothing was kept.
   */
  percentile(p: number): number | null {
    if (p < 0 || p > 100) throw new RangeError(`percentile must be between 0 and 100, got ${p}`)
    if (this.count === 0) return null
    const rank = Math.max(1, Math.ceil((p / 100) * this.count))
    let seen = 0
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      seen += this.counts[bucket]
      if (seen >= rank) return Math.max(this.minMicros, Math.min(bucketTop(bucket), this.maxMicros)) / 1000
    }
    return this.maxMicros / 1000
  }

  mean(): number | null {
    return this.count === 0 ? null : this.sumMicros / this.count / 1000
  }

  max(): number | null {
    return this.count === 0 ? null : this.maxMicros / 1000
  }
}
