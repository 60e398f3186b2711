import { describe, expect, it } from 'vitest'
import routePrefixes from '~/store-prefixes.json'
import { storeViewFromPath, storeViews } from './store-views'

describe('store view prefixes', () => {
  it('the named routes of remix.config.js know every store view’s prefix', () => {
    // The content pages, /register-your-warranty and /pwa.html are defined once per prefix in that list.
    const prefixes = storeViews.map((view) => view.prefix).filter(Boolean)
    expect([...routePrefixes.storePrefixes].sort()).toEqual([...prefixes].sort())
  })

  it('reads the view from the first segment only when it is a prefix', () => {
    expect(storeViewFromPath('/de/about').storeCode).toBe('de')
    expect(storeViewFromPath('/it/register-your-warranty').storeCode).toBe('it')
    expect(storeViewFromPath('/c/sale').storeCode).toBe('default')
    expect(storeViewFromPath('/about').storeCode).toBe('default')
  })
})
