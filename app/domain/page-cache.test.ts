import { describe, expect, it } from 'vitest'
import { cutAround, fillHoles, sharedLifetimeSeconds } from './page-cache'

describe('sharedLifetimeSeconds', () => {
  it('keeps a public page as long as a shared cache may', () => {
    expect(sharedLifetimeSeconds('public, max-age=0, s-maxage=60, stale-while-revalidate=300')).toBe(60)
    expect(sharedLifetimeSeconds('public, max-age=120')).toBe(120)
  })

  it('keeps nothing a shared cache may not keep', () => {
    expect(sharedLifetimeSeconds('private, max-age=60')).toBe(0)
    expect(sharedLifetimeSeconds('private, no-store')).toBe(0)
    expect(sharedLifetimeSeconds('public, no-cache')).toBe(0)
    expect(sharedLifetimeSeconds('public, no-store, s-maxage=60')).toBe(0)
    expect(sharedLifetimeSeconds('max-age=60')).toBe(0)
    expect(sharedLifetimeSeconds('public')).toBe(0)
    expect(sharedLifetimeSeconds(null)).toBe(0)
  })
})

describe('cutAround and fillHoles', () => {
  it('gives every occurrence of a value the fresh value made for it', () => {
    const body = '<script nonce="N1">x</script><input value="S1"><script nonce="N1">{"s":"S1"}</script>'
    const cut = cutAround(body, ['N1', 'S1'])
    expect(fillHoles(cut, ['N2', 'S2']).join('')).toBe(
      '<script nonce="N2">x</script><input value="S2"><script nonce="N2">{"s":"S2"}</script>',
    )
  })

  it('treats values as text, not patterns, and matches the longer of two overlapping values', () => {
    const cut = cutAround('a+b/c= a+b/c=d', ['a+b/c=', 'a+b/c=d'])
    expect(fillHoles(cut, ['X', 'Y']).join('')).toBe('X Y')
  })

  it('leaves a body without the values, or with empty values, as it was', () => {
    expect(fillHoles(cutAround('plain', ['absent', '']), ['x', 'y']).join('')).toBe('plain')
  })
})
