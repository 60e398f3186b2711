import { describe, expect, it } from 'vitest'
import { PAGE_TYPES, planRequests, type UrlPlan } from './memory'

const view = (prefix: string) => ({
  home: [`${prefix}/`],
  category: [`${prefix}/c/a`, `${prefix}/c/b`],
  product: [`${prefix}/p/1`],
  search: [`${prefix}/search?q=x`],
  cms: [`${prefix}/about`, `${prefix}/blog`, `${prefix}/legal`],
})

describe('planRequests', () => {
  const plan: UrlPlan = [view(''), view('/de'), view('/it')]

  it('makes exactly the requested number of requests, spread evenly over page types', () => {
    const sequence = planRequests(plan, 300)
    expect(sequence).toHaveLength(300)
    for (const type of PAGE_TYPES) expect(sequence.filter((r) => r.type === type)).toHaveLength(60)
  })

  it('visits every store view and cycles through the URLs of each type', () => {
    const sequence = planRequests(plan, 300)
    for (const prefix of ['/de', '/it']) expect(sequence.some((r) => r.path.startsWith(`${prefix}/`))).toBe(true)
    const cms = new Set(sequence.filter((r) => r.type === 'cms').map((r) => r.path))
    expect(cms.size).toBe(9)
  })

  it('skips a type that has no URLs in a view', () => {
    const sparse: UrlPlan = [{ ...view(''), search: [] }]
    expect(planRequests(sparse, 10).map((r) => r.type)).not.toContain('search')
  })
})
