/**
 * URL slugs: ASCII, lowercase, words joined by single
 * hyphens. German umlauts are spelled out (ä -> ae, ß -> ss) as German readers
 * expect; other accents are dropped (é -> e).
 */

const SPELLED_OUT: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
  // Letters that Unicode does not decompose into a base letter plus an accent.
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
}

export function slugify(text: string): string {
  return text
    .replace(/[äöüÄÖÜßẞæÆœŒøØłŁđĐðÐþÞı]/g, (letter) => SPELLED_OUT[letter])
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * A category's slug: its url_key when the shop is configured to use url keys (and
 * the category has one), otherwise the slugified name, a hyphen and the id. A
 * name with nothing sluggable in it gives just the id.
 */
export function categorySlug(category: { name: string; id: number; urlKey?: string | null }, useUrlKey: boolean): string {
  if (useUrlKey && category.urlKey && category.urlKey.trim() !== '') return category.urlKey.trim()
  const base = slugify(category.name)
  return base === '' ? String(category.id) : `${base}-${category.id}`
}
