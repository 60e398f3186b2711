/**
 * Rules of the page cache that need no server: how long a page may be kept, and how a kept page is cut
 * around the values that must be fresh in every copy (a CSP nonce, form stamps).
 */

const SHARED = /(?:^|,)\s*public\s*(?:,|$)/i
const NOT_KEPT = /(?:^|,)\s*(?:private|no-store|no-cache)\s*(?:[,=]|$)/i

/**
 * Seconds a page may be kept for other shoppers: what its Cache-Control lets a shared cache keep it
 * (`s-maxage`, else `max-age`), and only when it says `public`. 0 means not at all. The shop keeps a page no
 * longer than it lets a proxy keep it; a write to the catalogue or content ends it sooner.
 */
export function sharedLifetimeSeconds(cacheControl: string | null | undefined): number {
  if (!cacheControl || !SHARED.test(cacheControl) || NOT_KEPT.test(cacheControl)) return 0
  const seconds = /(?:^|,)\s*s-maxage\s*=\s*(\d+)/i.exec(cacheControl) ?? /(?:^|,)\s*max-age\s*=\s*(\d+)/i.exec(cacheControl)
  return seconds ? Number(seconds[1]) : 0
}

/** A body cut around its per-copy values: text, value index, text, value index, ..., text. */
export interface CutBody<Text = string> {
  texts: Text[]
  /** Which of the original values stood between texts[i] and texts[i + 1]. */
  holes: number[]
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Cut `body` at every occurrence of each of `values` (empty values are ignored). */
export function cutAround(body: string, values: readonly string[]): CutBody {
  const present = values.map((value, index) => ({ value, index })).filter(({ value }) => value !== '')
  if (present.length === 0) return { texts: [body], holes: [] }
  // Longest first, so that a value containing another is matched whole.
  present.sort((a, b) => b.value.length - a.value.length)
  const pattern = new RegExp(present.map(({ value }) => escapeRegExp(value)).join('|'), 'g')
  const indexOf = new Map(present.map(({ value, index }) => [value, index]))
  const texts: string[] = []
  const holes: number[] = []
  let from = 0
  for (const match of body.matchAll(pattern)) {
    texts.push(body.slice(from, match.index))
    holes.push(indexOf.get(match[0])!)
    from = match.index + match[0].length
  }
  texts.push(body.slice(from))
  return { texts, holes }
}

/** The body's parts again, each hole filled with the fresh value for the original value it held. */
export function fillHoles<Text>(cut: CutBody<Text>, fresh: readonly Text[]): Text[] {
  const parts: Text[] = [cut.texts[0]!]
  for (let i = 0; i < cut.holes.length; i++) parts.push(fresh[cut.holes[i]!]!, cut.texts[i + 1]!)
  return parts
}
