/**
 * Editors' tables on a phone: a table with column headings (a `<thead>`) is marked `cms-stack`, and every
 * body cell carries its column's heading as `data-label`, so the stylesheet can show each row as a card
 * ("Drum: 6–7 kg") instead of a table scrolling sideways in its box. Tables without column headings (a
 * company register, each row "heading: value") are left as they are. CMS HTML is the shop's own, written
 * by its editors, so this reads it with patterns rather than a parser.
 */
const TABLE = /<table\b([^>]*)>([\s\S]*?)<\/table>/gi
const HEAD = /<thead\b[^>]*>([\s\S]*?)<\/thead>/i
const HEADING_CELL = /<th\b[^>]*>([\s\S]*?)<\/th>/gi
const ROW = /<tr\b[^>]*>[\s\S]*?<\/tr>/gi
const CELL_OPEN = /<(td|th)\b([^>]*)>/gi

function headingText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/"/g, '&quot;')
}

function span(attributes: string): number {
  const match = /\bcolspan\s*=\s*"?(\d+)/i.exec(attributes)
  return match ? Math.max(1, Number(match[1])) : 1
}

function withClass(attributes: string, name: string): string {
  if (/\bclass\s*=\s*"/i.test(attributes))
    return attributes.replace(/\bclass\s*=\s*"([^"]*)"/i, (_, classes: string) => `class="${classes} ${name}"`)
  return `${attributes} class="${name}"`
}

function labelRows(rows: string, headings: string[]): string {
  return rows.replace(ROW, (row) => {
    let column = 0
    return row.replace(CELL_OPEN, (open, tag: string, attributes: string) => {
      const heading = headings[column]
      column += span(attributes)
      if (!heading || /\bdata-label\s*=/i.test(attributes)) return open
      return `<${tag}${attributes} data-label="${heading}">`
    })
  })
}

export function labelTableColumns(html: string): string {
  if (!/<thead\b/i.test(html)) return html
  return html.replace(TABLE, (table, attributes: string, inner: string) => {
    const head = HEAD.exec(inner)
    if (!head) return table
    const headings = [...head[1]!.matchAll(HEADING_CELL)].map((cell) => headingText(cell[1]!))
    if (headings.length === 0) return table
    const headEnd = head.index + head[0].length
    const body = labelRows(inner.slice(headEnd), headings)
    return `<table${withClass(attributes, 'cms-stack')}>${inner.slice(0, headEnd)}${body}</table>`
  })
}
