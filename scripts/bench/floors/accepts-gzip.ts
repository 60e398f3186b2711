/**
 * Whether an Accept-Encoding header accepts gzip: listed (or `*`) without q=0. Enough for a floor that
 * serves one resource; the shop's own negotiation is the compression middleware's.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  let star = false
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const accepted = q === undefined || Number(q.slice(2)) > 0
    if (name === 'gzip' || name === 'x-gzip') return accepted
    if (name === '*') star = accepted
  }
  return star
}
