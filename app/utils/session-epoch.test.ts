import { describe, expect, test } from 'vitest'
import { epochIsCurrent } from './session-epoch'

describe('epochIsCurrent', () => {
  const now = Date.UTC(2026, 10, 27, 12)
  const seconds = (ms: number) => Math.floor(ms / 1000)
  const customer = `c.abcdefghijklmnopqrstuv.${seconds(now + 3600_000)}`

  test('the epoch a page was stored under is current while the browser holds the same one', () => {
    expect(epochIsCurrent('g.random', 'g.random', now)).toBe(true)
    expect(epochIsCurrent(customer, customer, now)).toBe(true)
  })

  test('another epoch, or none on either side, shows nothing', () => {
    expect(epochIsCurrent('g.random', 'g.other', now)).toBe(false)
    expect(epochIsCurrent(customer, 'g.random', now)).toBe(false)
    expect(epochIsCurrent('g.random', null, now)).toBe(false)
    expect(epochIsCurrent(null, null, now)).toBe(false)
    expect(epochIsCurrent('', '', now)).toBe(false)
    expect(epochIsCurrent('x', 'x', now)).toBe(false)
  })

  test("a signed-in session's epoch ends with its row, whether or not the browser asked again", () => {
    expect(epochIsCurrent(customer, customer, now + 3600_000)).toBe(false)
    const broken = 'c.abcdefghijklmnopqrstuv.soon'
    expect(epochIsCurrent(broken, broken, now)).toBe(false)
  })
})
