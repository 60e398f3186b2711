/**
 * Reading time of a blog post: its words at 200 words per minute, rounded up, and at least one
 * minute (a post is never "0 min read"). Markup does not count: tags are dropped and the common
 * entities read as one character, so a long table of attributes is not a long read.
 */
export const WORDS_PER_MINUTE = 200

/** The words a reader sees in an HTML fragment. */
export function countWords(html: string): number {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:nbsp|#160);/gi, ' ')
    .replace(/&[a-z0-9#]+;/gi, 'x')
  // A word has at least one letter or digit: a lone dash or "·" between words is not one.
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length
}

/** Whole minutes to read `html`, at least 1. */
export function readingMinutes(html: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  const words = countWords(html)
  return Math.max(1, Math.ceil(words / wordsPerMinute))
}
