import { describe, expect, it } from 'vitest'
import { countWords, readingMinutes } from './reading-time'

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

describe('countWords', () => {
  it('counts the words a reader sees, not the markup', () => {
    expect(countWords('<p>A fridge <strong>never</strong> takes a day off.</p>')).toBe(7)
    expect(countWords('<h2>1. Size</h2><ul><li>Top&nbsp;freezer</li></ul>')).toBe(4)
  })

  it('does not count dashes, bullets or empty markup as words', () => {
    expect(countWords('<p>Monday – Friday · 08:00</p>')).toBe(3)
    expect(countWords('<p></p><br/>')).toBe(0)
  })

  it('ignores scripts and styles', () => {
    expect(countWords('<p>one two</p><script>var a = 1; var b = 2</script><style>p { color: red }</style>')).toBe(2)
  })
})

describe('readingMinutes', () => {
  it('is words / 200 rounded up', () => {
    expect(readingMinutes(`<p>${words(200)}</p>`)).toBe(1)
    expect(readingMinutes(`<p>${words(201)}</p>`)).toBe(2)
    expect(readingMinutes(`<p>${words(1000)}</p>`)).toBe(5)
  })

  it('is at least one minute, even for an empty post', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes('<p>Short.</p>')).toBe(1)
  })

  it('takes another reading speed', () => {
    expect(readingMinutes(words(300), 100)).toBe(3)
  })
})
