import { describe, expect, it } from 'vitest'
import { addToCartForm, failingAudits, loadSummary, metricMedian, scoreOf, type Lhr } from './lighthouse'

const lhr: Lhr = {
  lighthouseVersion: '12.8.2',
  categories: {
    performance: {
      id: 'performance',
      title: 'Performance',
      score: 0.9,
      auditRefs: [
        { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
        { id: 'total-blocking-time', weight: 30, group: 'metrics' },
        { id: 'render-blocking-resources', weight: 0 },
        { id: 'unused-javascript', weight: 0 },
      ],
    },
    accessibility: {
      id: 'accessibility',
      title: 'Accessibility',
      score: 0.96,
      auditRefs: [
        { id: 'link-name', weight: 7 },
        { id: 'heading-order', weight: 3 },
        { id: 'color-contrast', weight: 7 },
        { id: 'manual-check', weight: 0 },
      ],
    },
  },
  audits: {
    'largest-contentful-paint': {
      id: 'largest-contentful-paint',
      title: 'LCP',
      score: 0.95,
      scoreDisplayMode: 'numeric',
      displayValue: '1.9 s',
    },
    'total-blocking-time': { id: 'total-blocking-time', title: 'TBT', score: 0.69, scoreDisplayMode: 'numeric', displayValue: '390 ms' },
    'render-blocking-resources': {
      id: 'render-blocking-resources',
      title: 'Eliminate render-blocking resources',
      score: 0.5,
      scoreDisplayMode: 'metricSavings',
      details: { overallSavingsMs: 170, items: [{ url: 'http://127.0.0.1:1/app.css' }] },
    },
    'unused-javascript': { id: 'unused-javascript', title: 'Unused JS', score: 1, scoreDisplayMode: 'metricSavings' },
    'link-name': {
      id: 'link-name',
      title: 'Links do not have a discernible name',
      score: 0,
      scoreDisplayMode: 'binary',
      details: { items: [{ node: { selector: 'a.one' } }, { node: { selector: 'a.two' } }, { node: { selector: 'a.three' } }] },
    },
    'heading-order': { id: 'heading-order', title: 'Heading order', score: 0, scoreDisplayMode: 'binary' },
    'color-contrast': { id: 'color-contrast', title: 'Contrast', score: 1, scoreDisplayMode: 'binary' },
    'manual-check': { id: 'manual-check', title: 'Manual', score: null, scoreDisplayMode: 'manual' },
    'network-requests': {
      id: 'network-requests',
      title: 'Network Requests',
      score: null,
      scoreDisplayMode: 'informative',
      details: {
        items: [
          { url: 'http://127.0.0.1:1/', resourceType: 'Document', statusCode: 200, transferSize: 9000 },
          { url: 'http://127.0.0.1:1/build/a.js', resourceType: 'Script', statusCode: 200, transferSize: 1000 },
          { url: 'http://127.0.0.1:1/build/b.js', resourceType: 'Script', statusCode: 404, transferSize: 800 },
          { url: 'http://other.test/x.js', resourceType: 'Script', statusCode: 200, transferSize: 5 },
        ],
      },
    },
  },
}

describe('failingAudits', () => {
  it('lists weak metrics first, then audits with savings', () => {
    const audits = failingAudits(lhr, 'performance')
    expect(audits.map((a) => a.id)).toEqual(['total-blocking-time', 'render-blocking-resources'])
    expect(audits[0].displayValue).toBe('390 ms')
    expect(audits[1].examples).toEqual(['http://127.0.0.1:1/app.css'])
  })

  it('lists failed audits by weight with up to two offending elements; manual audits never count', () => {
    const audits = failingAudits(lhr, 'accessibility')
    expect(audits.map((a) => a.id)).toEqual(['link-name', 'heading-order'])
    expect(audits[0].examples).toEqual(['a.one', 'a.two'])
  })

  it('returns nothing for a category that was not run', () => {
    expect(failingAudits(lhr, 'seo')).toEqual([])
  })
})

describe('scoreOf and loadSummary', () => {
  it('turns category scores into 0-100', () => {
    expect(scoreOf(lhr, 'performance')).toBe(90)
    expect(scoreOf(lhr, 'seo')).toBeNull()
  })

  it('counts same-origin scripts and failed requests', () => {
    expect(loadSummary(lhr, 'http://127.0.0.1:1')).toEqual({ scripts: 1, scriptBytes: 1000, failed: ['404 /build/b.js'] })
  })
})

describe('metricMedian', () => {
  const run = (tbt?: number): Lhr => ({
    lighthouseVersion: '12.8.2',
    categories: {},
    audits:
      tbt === undefined
        ? {}
        : { 'total-blocking-time': { id: 'total-blocking-time', title: 'TBT', score: 1, scoreDisplayMode: 'numeric', numericValue: tbt } },
  })

  it('is the middle value of the runs that have the metric', () => {
    expect(metricMedian([run(900), run(120), run(180)], 'total-blocking-time')).toBe(180)
    expect(metricMedian([run(300), run(), run(100)], 'total-blocking-time')).toBe(100)
    expect(metricMedian([run()], 'total-blocking-time')).toBeNull()
  })
})

describe('addToCartForm', () => {
  it('sends the form as rendered: hidden and number fields, each select at its selected option', () => {
    const html =
      '<form method="get" action="/search"><input name="q" value=""/></form>' +
      '<form method="post" action="/p/A/a-thing/A-1" id="add-to-cart"><input type="hidden" name="intent" value="add"/>' +
      '<input type="hidden" name="sku" value="A"/><input type="hidden" name="childSku" value="A-1"/>' +
      '<input type="hidden" name="redirectTo" value="/p/A/a-thing?x=1&amp;y=2"/>' +
      '<select id="o1" name="options.1"><option value="">None</option><option value="7" selected="">Fitted</option></select>' +
      '<select name="options.2"><option value="">None</option><option value="9">Care</option></select>' +
      '<input name="gift" type="checkbox" value="on"/><input id="qty" name="qty" type="number" min="1" value="1"/>' +
      '<button type="submit">Add to cart</button></form>'
    const form = addToCartForm(html)
    expect(form?.action).toBe('/p/A/a-thing/A-1')
    expect([...(form?.fields ?? [])]).toEqual([
      ['intent', 'add'],
      ['sku', 'A'],
      ['childSku', 'A-1'],
      ['redirectTo', '/p/A/a-thing?x=1&y=2'],
      ['qty', '1'],
      ['options.1', '7'],
      ['options.2', ''],
    ])
  })

  it('is null for a page without an add-to-cart form', () => {
    expect(addToCartForm('<form method="post" action="/cart"><input type="hidden" name="intent" value="remove"/></form>')).toBeNull()
  })
})
