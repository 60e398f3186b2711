import { describe, expect, it } from 'vitest'
import { MAX_SAVED_ADDRESSES, canAddAddress, isFirstAddress, preselectedAddress, promotedAfterDelete } from './address-book'

describe('address book', () => {
  it('takes addresses up to the cap and no more', () => {
    expect(canAddAddress(0)).toBe(true)
    expect(canAddAddress(MAX_SAVED_ADDRESSES - 1)).toBe(true)
    expect(canAddAddress(MAX_SAVED_ADDRESSES)).toBe(false)
  })

  it('makes only the first address the default', () => {
    expect(isFirstAddress(0)).toBe(true)
    expect(isFirstAddress(1)).toBe(false)
  })

  it('promotes the oldest remaining address when the default goes, none when the book is empty', () => {
    expect(promotedAfterDelete(['01J0000000000000000000000C', '01J0000000000000000000000A', '01J0000000000000000000000B'])).toBe(
      '01J0000000000000000000000A',
    )
    expect(promotedAfterDelete([])).toBeNull()
  })

  it('preselects the default, else the first address', () => {
    const a = { id: 'a', isDefault: false }
    const b = { id: 'b', isDefault: true }
    expect(preselectedAddress([a, b])).toBe(b)
    expect(preselectedAddress([a])).toBe(a)
    expect(preselectedAddress([])).toBeNull()
  })
})
