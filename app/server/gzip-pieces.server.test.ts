import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { deflateTexts, gzipAnswer } from './gzip-pieces.server'

/** A page cut at its per-answer values: the fixed texts, and the values' lengths between them. */
function cut(parts: string[]) {
  const texts = parts.filter((_, i) => i % 2 === 0).map((part) => Buffer.from(part))
  const values = parts.filter((_, i) => i % 2 === 1).map((part) => Buffer.from(part))
  const gaps = values.map((value) => value.length)
  return { texts, values, gaps, deflated: deflateTexts(texts, gaps) }
}

const PAGE =
  '<!DOCTYPE html><html><body>' + Array.from({ length: 300 }, (_, i) => `<li><a href="/p/KET-${i}">Kettle ${i}, 1.7 L</a></li>`).join('')

describe('a gzip answer from pieces compressed ahead of time', () => {
  it('inflates to the texts with this answer’s values between them, and compresses as well as the page whole', () => {
    const page = cut([
      PAGE.slice(0, 4000),
      'nonce-AAAAAAAAAAAAAAAAAAA=',
      PAGE.slice(4000),
      '1795797171691.sig',
      `<script>${PAGE.slice(100, 3000)}</script>`,
    ])
    const fills = [Buffer.from('nonce-BBBBBBBBBBBBBBBBBBB='), Buffer.from('1795797179999.gis')]
    const gz = gzipAnswer(page.texts, page.deflated, page.gaps, fills)!
    const whole = Buffer.concat([page.texts[0]!, fills[0]!, page.texts[1]!, fills[1]!, page.texts[2]!])
    expect(zlib.gunzipSync(gz).equals(whole)).toBe(true)
    // The texts refer back across the values (the last one repeats the first): no worse than gzip -6 of the whole.
    expect(gz.length).toBeLessThanOrEqual(zlib.gzipSync(whole).length * 1.02)
  })

  it('keeps empty texts, multi-byte text and a value longer than one stored block', () => {
    const long = 'é'.repeat(40_000) // 80 000 bytes: two stored blocks
    const page = cut(['', long, 'Grüße, €', 'x', ''])
    const fills = [Buffer.from('ü'.repeat(40_000)), Buffer.from('y')]
    expect(zlib.gunzipSync(gzipAnswer(page.texts, page.deflated, page.gaps, fills)!).toString()).toBe(`${'ü'.repeat(40_000)}Grüße, €y`)
  })

  it('refuses a value of another length (the back-references would be off) rather than send a broken page', () => {
    const page = cut([PAGE, 'abc', PAGE])
    expect(gzipAnswer(page.texts, page.deflated, page.gaps, [Buffer.from('abcd')])).toBeNull()
  })

  it('compresses a text holding a NUL byte without the texts before it, and still inflates right', () => {
    const page = cut([PAGE, 'abc', `x\u0000${PAGE}`])
    const gz = gzipAnswer(page.texts, page.deflated, page.gaps, [Buffer.from('xyz')])!
    expect(zlib.gunzipSync(gz).toString()).toBe(`${PAGE}xyzx\u0000${PAGE}`)
  })
})
