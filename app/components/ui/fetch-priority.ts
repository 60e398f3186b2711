/**
 * The `fetchpriority` attribute of the image a page's first paint waits for. React 18 does not know the
 * camel-cased prop (it warns and drops nothing, but every render logs); written in lower case it is passed
 * to the element as browsers expect it. Spread it on the <img>: `<img {...firstImage(isFirst)} />`.
 */
export function firstImage(first: boolean): Record<string, string> {
  return first ? { fetchpriority: 'high' } : {}
}
