import { describe, expect, it } from 'vitest'
import { escapeHtml } from './escape-html'

describe('escapeHtml', () => {
  it('turns markup typed as text into text', () => {
    expect(escapeHtml('<script>alert("x")</script>')).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
  })

  it('keeps a quoted attribute value closed, whichever quote it uses', () => {
    expect(escapeHtml(`" onload='x'`)).toBe('&quot; onload=&#39;x&#39;')
  })

  it('escapes the ampersand once, so an entity typed as text stays text', () => {
    expect(escapeHtml('R&amp;D & more')).toBe('R&amp;amp;D &amp; more')
  })

  it('leaves other text as it is', () => {
    expect(escapeHtml('Offline — ’n winkel, 100 % ✓')).toBe('Offline — ’n winkel, 100 % ✓')
    expect(escapeHtml('')).toBe('')
  })

  it('reads back as the same text in a document', () => {
    const text = `Tom & Jerry's "<b>best</b>"`
    const decoded = escapeHtml(text).replace(
      /&(lt|gt|quot|#39|amp);/g,
      (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name]!,
    )
    expect(decoded).toBe(text)
  })
})
