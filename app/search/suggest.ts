/**
 * "Did you mean": the closest known word for each word of a query that matched nothing, by edit
 * distance (at most 2, like the engines' typo tolerance). Pure, so both engines' pages share it.
 */

/** Lower-case words of a text, accents removed ("Kühlschrank" -> "kuhlschrank"). */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
}

/** Levenshtein distance, giving up (returning max + 1) once it exceeds `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > max) return max + 1
    previous = current
  }
  return previous[b.length]!
}

/**
 * A corrected query, or null when every word is known or nothing close exists. Words of 3 letters or
 * fewer are kept as typed (too short to correct safely). Ties go to the more frequent word.
 */
export function didYouMean(query: string, vocabulary: ReadonlyMap<string, number>): string | null {
  const typed = words(query)
  let changed = false
  const corrected = typed.map((word) => {
    if (word.length <= 3 || vocabulary.has(word) || /\d/.test(word)) return word
    let best: { word: string; distance: number; count: number } | null = null
    for (const [candidate, count] of vocabulary) {
      const distance = editDistance(word, candidate, 2)
      if (distance > 2) continue
      if (!best || distance < best.distance || (distance === best.distance && count > best.count)) {
        best = { word: candidate, distance, count }
      }
    }
    if (!best) return word
    changed = true
    return best.word
  })
  return changed ? corrected.join(' ') : null
}

/** Word frequencies of many texts (product and category names). */
export function buildVocabulary(texts: Iterable<string>): Map<string, number> {
  const vocabulary = new Map<string, number>()
  for (const text of texts) {
    for (const word of words(text)) {
      if (word.length > 2 && !/^\d+$/.test(word)) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1)
    }
  }
  return vocabulary
}

/**
 * The words a category name stands for: its words, and each German compound its writers shortened with a
 * hyphen, completed with every ending of the name's last word ("Kühl- & Gefrierschränke" also gives
 * "kuhlschranke", "Wasser- & Luftfilter" "wasserfilter"). Only the search's category links read these, by
 * prefix: the completions that are not words ("kuhlranke") are never typed.
 */
export function categoryNameWords(name: string): string[] {
  const plain = words(name)
  const last = plain.at(-1) ?? ''
  const shortened = [...name.matchAll(/([\p{L}\p{M}]+)-(?=[\s,])/gu)].map((match) => words(match[1]!)[0]!).filter(Boolean)
  const completed = shortened.flatMap((head) => Array.from({ length: Math.max(0, last.length - 3) }, (_, i) => head + last.slice(i + 1)))
  return [...plain, ...completed]
}
