import { describe, expect, it } from 'vitest'
import { HELP, parseArgs, UsageError } from './args'
import { budgeted, formatRow, info, meets, summarise } from './report'
import { medianBy, percentile } from './stats'

describe('budgets', () => {
  it('compares with the budget operator; a missing value always fails', () => {
    expect(meets(120, { op: '<=', limit: 120 })).toBe(true)
    expect(meets(120.01, { op: '<=', limit: 120 })).toBe(false)
    expect(meets(300, { op: '<', limit: 300 })).toBe(false)
    expect(meets(95, { op: '>=', limit: 95 })).toBe(true)
    expect(meets(94, { op: '>=', limit: 95 })).toBe(false)
    expect(meets(null, { op: '>=', limit: 0 })).toBe(false)
  })

  it('prints one table line with value, budget and result', () => {
    const row = formatRow(
      budgeted({ section: 'weight', name: 'JS gzip -9 total', scope: 'home', value: 121.04, unit: 'KB', budget: { op: '<=', limit: 120 } }),
    )
    expect(row).toMatch(/JS gzip -9 total \[home\]\s+121\.0 KB\s+<= 120 KB\s+FAIL$/)
    const score = formatRow(
      budgeted({ section: 'lighthouse', name: 'Lighthouse seo', value: 100, unit: 'score', budget: { op: '>=', limit: 100 } }),
    )
    expect(score).toMatch(/100\s+= 100\s+PASS$/)
  })

  it('summarises passes and failures, not informative figures', () => {
    const summary = summarise([
      budgeted({ section: 's', name: 'a', value: 1, unit: 'count', budget: { op: '<=', limit: 0 } }),
      budgeted({ section: 's', name: 'b', value: 0, unit: 'count', budget: { op: '<=', limit: 0 } }),
      info({ section: 's', name: 'c', value: 5, unit: 'ms' }),
    ])
    expect(summary).toMatchObject({ passed: 1, failed: 1, informative: 1 })
    expect(summary.failures.map((m) => m.name)).toEqual(['a'])
  })
})

describe('stats', () => {
  it('takes nearest-rank percentiles', () => {
    const samples = [5, 1, 4, 2, 3, 6, 7, 8, 9, 10]
    expect(percentile(samples, 50)).toBe(5)
    expect(percentile(samples, 95)).toBe(10)
    expect(percentile(samples, 0)).toBe(1)
    expect(percentile([], 50)).toBeNull()
  })

  it('picks the median item by key', () => {
    expect(medianBy([{ s: 90 }, { s: 99 }, { s: 95 }], (x) => x.s)).toEqual({ s: 95 })
    expect(medianBy([], (x: number) => x)).toBeUndefined()
  })
})

describe('parseArgs', () => {
  const ids = ['weight', 'memory', 'lighthouse']

  it('defaults to every section, an automatic build and three Lighthouse runs', () => {
    expect(parseArgs([], ids)).toMatchObject({ only: null, build: 'auto', requests: 300, lighthouseRuns: 3 })
  })

  it('selects sections in registry order', () => {
    expect(parseArgs(['--only=lighthouse,weight'], ids).only).toEqual(['weight', 'lighthouse'])
  })

  it('reads the other options', () => {
    expect(parseArgs(['--no-build', '--requests=50', '--runs=1', '--verbose'], ids)).toMatchObject({
      build: 'never',
      requests: 50,
      lighthouseRuns: 1,
      verbose: true,
    })
  })

  it('rejects unknown sections, options and bad numbers', () => {
    expect(() => parseArgs(['--only=search'], ids)).toThrow(UsageError)
    expect(() => parseArgs(['--fast'], ids)).toThrow(/unknown option/)
    expect(() => parseArgs(['--requests=0'], ids)).toThrow(/whole number/)
    expect(() => parseArgs(['--runs=2.5'], ids)).toThrow(/whole number/)
    expect(HELP).toContain('--only=')
  })
})
