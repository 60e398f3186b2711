import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './redirect'

describe('safeRedirectPath', () => {
  it('keeps a local path with its query', () => {
    expect(safeRedirectPath('/de/c/fridges?page=2')).toBe('/de/c/fridges?page=2')
  })

  it('keeps encoded characters as they are: the browser does not decode them in a path', () => {
    expect(safeRedirectPath('/%09/evil.example')).toBe('/%09/evil.example')
    expect(safeRedirectPath('/%2f%2fevil.example')).toBe('/%2f%2fevil.example')
    expect(safeRedirectPath('/search?q=a%0Ab')).toBe('/search?q=a%0Ab')
    expect(safeRedirectPath('/%0a')).toBe('/%0a')
    expect(safeRedirectPath('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x')
    expect(safeRedirectPath('/%5c%5cevil.example')).toBe('/%5c%5cevil.example')
  })

  it('percent-encodes what a Location header cannot carry', () => {
    expect(safeRedirectPath('/search?q=日本')).toBe('/search?q=%E6%97%A5%E6%9C%AC')
  })

  it('uses the fallback it is given', () => {
    expect(safeRedirectPath('//evil.example', '/cart')).toBe('/cart')
  })

  // Known ways to leave the site or to break the header; each must fall back.
  it.each([
    'https://evil.example/',
    'http://evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/\n',
    '/\r\nSet-Cookie: x=1',
    '/\u0000',
    '/\u007f',
    '/.//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    'evil.example',
    '',
    42,
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/')
  })

  it('refuses a path longer than any the shop makes', () => {
    expect(safeRedirectPath(`/${'x'.repeat(3000)}`)).toBe('/')
  })
})
