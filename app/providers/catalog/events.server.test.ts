import { describe, expect, it } from 'vitest'
import { parseCatalogueMessage } from './events.server'

describe('parseCatalogueMessage', () => {
  it("reads another instance's product ids", () => {
    expect(parseCatalogueMessage(JSON.stringify({ from: 'other', ids: [3, 5] }), 'me')).toEqual([3, 5])
  })
  it('ignores our own messages, so an instance does not reindex twice', () => {
    expect(parseCatalogueMessage(JSON.stringify({ from: 'me', ids: [3] }), 'me')).toBeNull()
  })
  it('ignores malformed payloads and non-integer ids', () => {
    expect(parseCatalogueMessage('not json', 'me')).toBeNull()
    expect(parseCatalogueMessage(JSON.stringify({ from: 'x', ids: ['1; drop table'] }), 'me')).toBeNull()
    expect(parseCatalogueMessage(undefined, 'me')).toBeNull()
  })
})
