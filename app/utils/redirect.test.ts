import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './redirect'

describe('safeRedirectPath', () => {
  it('keeps a local path with its query', () => {
    expect(safeRedirectPath('/de/c/fridges?page=2')).toBe('/de/c/fridges?page=2')
  })
  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', 42, null])(
    'refuses %s',
    (value) => {
      expect(safeRedirectPath(value)).toBe('/')
    },
  )
})
