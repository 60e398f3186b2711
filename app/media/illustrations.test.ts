import { describe, expect, it } from 'vitest'
import {
  MEDIA_SHAPES,
  getIllustration,
  illustrationCacheSize,
  parseMediaPath,
  renderIllustration,
  type IllustrationSpec,
  type MediaColour,
} from '~/media/illustrations.server'
import { loader } from '~/routes/media+/$'

const ALLOWED_ELEMENTS = new Set(['svg', 'title', 'defs', 'linearGradient', 'stop', 'g', 'rect', 'circle', 'ellipse', 'path'])

/**
 * A small well-formedness check, enough for the SVG we emit: every tag balanced, one
 * `svg` root, quoted attributes without duplicates, only the elements we draw with, text
 * only inside <title>, every url(#id) pointing at an id in the document.
 */
function checkSvg(svg: string): { ids: Set<string>; elements: string[] } {
  const stack: string[] = []
  const ids = new Set<string>()
  const refs: string[] = []
  const elements: string[] = []
  let roots = 0
  for (const [token] of svg.matchAll(/<[^>]*>|[^<]+/g)) {
    if (!token.startsWith('<')) {
      if (stack.at(-1) !== 'title') throw new Error(`text outside <title>: ${token}`)
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(token)) throw new Error(`bad entity in ${token}`)
      continue
    }
    const closing = /^<\/([a-zA-Z]+)>$/.exec(token)
    if (closing) {
      const open = stack.pop()
      if (open !== closing[1]) throw new Error(`</${closing[1]}> closes <${open}>`)
      continue
    }
    const opening = /^<([a-zA-Z]+)((?:\s+[a-zA-Z][a-zA-Z0-9:-]*="[^"<&]*")*)\s*(\/?)>$/.exec(token)
    if (!opening) throw new Error(`malformed tag ${token}`)
    const [, name, attributeText, selfClosing] = opening
    if (!ALLOWED_ELEMENTS.has(name)) throw new Error(`unexpected element <${name}>`)
    if (stack.length === 0 && ++roots > 1) throw new Error('more than one root element')
    elements.push(name)
    const seen = new Set<string>()
    for (const [, attribute, value] of attributeText.matchAll(/([a-zA-Z][a-zA-Z0-9:-]*)="([^"]*)"/g)) {
      if (seen.has(attribute)) throw new Error(`duplicate ${attribute} on <${name}>`)
      seen.add(attribute)
      if (/^on|href$/i.test(attribute)) throw new Error(`forbidden attribute ${attribute}`)
      if (/NaN|Infinity|undefined/.test(value)) throw new Error(`bad value ${attribute}="${value}"`)
      if (attribute === 'id') ids.add(value)
      for (const [, ref] of value.matchAll(/url\(([^)]*)\)/g)) refs.push(ref)
    }
    if (!selfClosing) stack.push(name)
  }
  if (stack.length > 0) throw new Error(`unclosed ${stack.join(', ')}`)
  if (roots !== 1 || !svg.startsWith('<svg')) throw new Error('expected a single <svg> root')
  for (const ref of refs) {
    if (!ref.startsWith('#') || !ids.has(ref.slice(1))) throw new Error(`dangling reference ${ref}`)
  }
  return { ids, elements }
}

const viewBoxOf = (svg: string) => /^<svg[^>]* viewBox="([^"]+)"/.exec(svg)?.[1]

describe('checkSvg', () => {
  it('rejects broken markup, so the checks below mean something', () => {
    expect(() => checkSvg('<svg><g></svg>')).toThrow()
    expect(() => checkSvg('<svg><rect x=1/></svg>')).toThrow()
    expect(() => checkSvg('<svg><text>hi</text></svg>')).toThrow()
    expect(() => checkSvg('<svg><rect fill="url(#nope)"/></svg>')).toThrow()
    expect(() => checkSvg('<svg/><svg/>')).toThrow()
    expect(() => checkSvg('<svg><title>ok</title><rect x="1"/></svg>')).not.toThrow()
  })
})

describe('renderIllustration', () => {
  const colours: MediaColour[] = ['stainless', 'white', 'black', 'red', 'cream', 'neutral']
  const sizes = [
    [600, 744],
    [310, 300],
    [150, 150],
    [1200, 500],
  ] as const

  for (const shape of MEDIA_SHAPES) {
    it(`draws a ${shape} as small, valid, accessible SVG`, () => {
      colours.forEach((colour, index) => {
        const [width, height] = sizes[index % sizes.length]
        const svg = renderIllustration({ shape, colour, key: `kar-${shape}-100`, width, height })
        const { elements } = checkSvg(svg)
        expect(elements.length).toBeGreaterThan(5)
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /)
        expect(svg).toContain('role="img"')
        expect(svg).toMatch(/<title id="([^"]+)">[^<]+<\/title>/)
        const titleId = /<title id="([^"]+)">/.exec(svg)?.[1]
        expect(svg).toContain(`aria-labelledby="${titleId}"`)
        expect(viewBoxOf(svg)).toBe(`0 0 ${width} ${height}`)
        expect(svg).not.toMatch(/<text|<script|<image|<use|font|href|@import/i)
        expect(svg.length).toBeLessThan(4096)
      })
    })
  }

  it('names the appliance and its colour in the title', () => {
    const spec = { key: 'x', width: 310, height: 300 }
    expect(renderIllustration({ ...spec, shape: 'fridge', colour: 'stainless' })).toContain('<title id="t')
    expect(renderIllustration({ ...spec, shape: 'fridge', colour: 'stainless' })).toMatch(/>Fridge, stainless<\/title>/)
    expect(renderIllustration({ ...spec, shape: 'washer', colour: 'white' })).toMatch(/>Washing machine, white<\/title>/)
    expect(renderIllustration({ ...spec, shape: 'warranty', colour: 'neutral' })).toMatch(/>Extended warranty<\/title>/)
  })

  it('is deterministic', () => {
    const spec: IllustrationSpec = { shape: 'kettle', colour: 'red', key: 'kar-kt-200', width: 600, height: 744 }
    expect(renderIllustration(spec)).toBe(renderIllustration({ ...spec }))
    for (const shape of MEDIA_SHAPES) {
      const each: IllustrationSpec = { shape, colour: 'stainless', key: `kar-${shape}-1`, width: 310, height: 300 }
      expect(renderIllustration(each), shape).toBe(renderIllustration({ ...each }))
    }
  })

  it('draws every shape differently, so a kind never falls back to its family drawing unnoticed', () => {
    // The same key and size for all: only the drawing itself (and its title) can differ.
    const bodies = MEDIA_SHAPES.map((shape) =>
      renderIllustration({ shape, colour: 'white', key: 'same', width: 310, height: 300 }).replace(
        /<title[^>]*>[^<]*<\/title>|[a-z]\w*="[gt][a-z0-9]+"|url\(#g[a-z0-9]+\)/g,
        '',
      ),
    )
    expect(new Set(bodies).size).toBe(MEDIA_SHAPES.length)
  })

  it('varies a little between the gallery images of one product', () => {
    const base = { shape: 'fridge', colour: 'stainless', width: 600, height: 744 } as const
    const images = ['kar-fr-100', 'kar-fr-100-1', 'kar-fr-100-2'].map((key) => renderIllustration({ ...base, key }))
    expect(new Set(images).size).toBe(3)
    // Same drawing, same title: only the seeded details change.
    for (const svg of images) expect(svg).toMatch(/>Fridge, stainless<\/title>/)
  })

  it('keeps the requested aspect for wide and tall boxes', () => {
    const wide = renderIllustration({ shape: 'banner', colour: 'orange', key: 'summer-sale', width: 1200, height: 500 })
    const tall = renderIllustration({ shape: 'dishwasher', colour: 'white', key: 'dw', width: 300, height: 900 })
    expect(viewBoxOf(wide)).toBe('0 0 1200 500')
    expect(wide).toContain('width="1200" height="500"')
    expect(viewBoxOf(tall)).toBe('0 0 300 900')
  })

  it('keeps the left 47% of a banner free of appliances for the text laid over it', () => {
    for (const key of ['hero-fridges', 'hero-laundry', 'hero-sale', 'summer-sale', 'x', 'kitchen-bundles-1', 'recipe-week']) {
      for (const [width, height] of [
        [1200, 500],
        [600, 250],
        [1200, 300],
      ] as const) {
        const svg = renderIllustration({ shape: 'banner', colour: 'blue', key, width, height })
        // The stage group, then the item drawn leftmost (each item's drawing starts at its own x = 0).
        const [stage, ...items] = [...svg.matchAll(/<g transform="translate\(([\d.-]+) [\d.-]+\) scale\(([\d.]+)\)"/g)]
        const stageX = Number(stage![1])
        const k = Number(stage![2])
        const leftmost = Math.min(...items.map((item) => stageX + Number(item[1]) * k))
        expect(leftmost / width, `${key} ${width}x${height}`).toBeGreaterThanOrEqual(0.47)
      }
    }
  })

  it('draws no small marks on a banner that could pass for a control (the grid of dots looked like a drag handle)', () => {
    for (const key of ['hero-fridges', 'summer-sale', 'x']) {
      const svg = renderIllustration({ shape: 'banner', colour: 'teal', key, width: 1200, height: 500 })
      // Dots were zero-length strokes with round caps.
      expect(svg, key).not.toMatch(/h0[M"]/)
    }
  })

  it('draws different bodies in different colours', () => {
    const spec = { shape: 'toaster', key: 'tt', width: 310, height: 300 } as const
    expect(renderIllustration({ ...spec, colour: 'red' })).toContain('#c83c3a')
    expect(renderIllustration({ ...spec, colour: 'blue' })).toContain('#3f6fb5')
  })
})

describe('parseMediaPath', () => {
  const none = new URLSearchParams()

  it('reads shape, colour, key and the default gallery size', () => {
    expect(parseMediaPath('fridge/stainless/kar-fr-100-1.svg', none)).toEqual({
      shape: 'fridge',
      colour: 'stainless',
      key: 'kar-fr-100-1',
      width: 600,
      height: 744,
    })
  })

  it('defaults banners to the banner size', () => {
    expect(parseMediaPath('banner/teal/home-main.svg', none)).toMatchObject({ width: 1200, height: 500 })
  })

  it('reads standard sizes from the query', () => {
    expect(parseMediaPath('washer/white/cat-12.svg', new URLSearchParams('w=310&h=300'))).toMatchObject({ width: 310, height: 300 })
    expect(parseMediaPath('kettle/red/x.svg', new URLSearchParams('w=150&h=150'))).toMatchObject({ width: 150, height: 150 })
    expect(parseMediaPath('kettle/red/x.svg', new URLSearchParams('w=16&h=2000'))).toMatchObject({ width: 16, height: 2000 })
  })

  it('keeps the default aspect when only one side is given', () => {
    expect(parseMediaPath('kettle/red/x.svg', new URLSearchParams('w=300'))).toMatchObject({ width: 300, height: 372 })
    expect(parseMediaPath('banner/red/x.svg', new URLSearchParams('h=250'))).toMatchObject({ width: 600, height: 250 })
  })

  it('draws an unknown colour as neutral', () => {
    expect(parseMediaPath('fridge/purple/x.svg', none)?.colour).toBe('neutral')
  })

  it.each([
    '',
    '../fridge/white/x.svg',
    'fridge/../x.svg',
    'fridge/white/../../etc.svg',
    'fridge/white/..svg',
    'fridge/white/%2e%2e.svg',
    '/fridge/white/x.svg',
    'fridge/white/x.svg/',
    'fridge//x.svg',
    'fridge/white/x',
    'fridge/white/x.png',
    'fridge/white/.svg',
    'fridge/white/X.svg',
    'fridge/white/a_b.svg',
    'fridge/white/a b.svg',
    `fridge/white/${'a'.repeat(81)}.svg`,
    'fridge/Wh1te/x.svg',
    'spaceship/white/x.svg',
    'Fridge/white/x.svg',
    'fridge\\white\\x.svg',
    'fridge/white/x.svg.svg',
  ])('rejects the path %j', (splat) => {
    expect(parseMediaPath(splat, none)).toBeNull()
  })

  it('accepts the longest key', () => {
    expect(parseMediaPath(`fridge/white/${'a'.repeat(80)}.svg`, none)?.key).toHaveLength(80)
  })

  it.each(['w=15&h=100', 'w=2001&h=100', 'w=0', 'h=99999', 'w=-5', 'w=60.5', 'w=1e3', 'w=abc', 'w=', 'w=+300', 'w=300&w=400', 'w=%20300'])(
    'rejects the size %s',
    (query) => {
      expect(parseMediaPath('fridge/white/x.svg', new URLSearchParams(query))).toBeNull()
    },
  )
})

describe('getIllustration', () => {
  it('memoises renders and keeps the cache bounded', () => {
    const spec: IllustrationSpec = { shape: 'oven', colour: 'black', key: 'memo', width: 310, height: 300 }
    const first = getIllustration(spec)
    expect(getIllustration({ ...spec })).toBe(first)
    expect(first.svg).toBe(renderIllustration(spec))
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{16,}"$/)
    expect(getIllustration({ ...spec, key: 'memo-1' }).etag).not.toBe(first.etag)

    for (let i = 0; i < 2100; i++) getIllustration({ shape: 'part', colour: 'silver', key: `p-${i}`, width: 16, height: 16 })
    expect(illustrationCacheSize()).toBeLessThanOrEqual(2000)
  })
})

describe('media route loader', () => {
  const call = (path: string, headers: Record<string, string> = {}) => {
    const url = new URL(path, 'http://localhost')
    const splat = decodeURIComponent(url.pathname.replace(/^\/media\//, ''))
    return loader({ request: new Request(url, { headers }), params: { '*': splat }, context: {} })
  }

  it('serves an illustration with long-lived caching', async () => {
    const response = await call('/media/fridge/stainless/kar-fr-100.svg?w=310&h=300')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('ETag')).toMatch(/^"[^"]+"$/)
    const body = await response.text()
    expect(body).toBe(renderIllustration({ shape: 'fridge', colour: 'stainless', key: 'kar-fr-100', width: 310, height: 300 }))
  })

  it('answers 304 when the ETag matches, and 200 when it does not', async () => {
    const etag = (await call('/media/kettle/red/kt-1.svg')).headers.get('ETag') ?? ''
    const cached = await call('/media/kettle/red/kt-1.svg', { 'If-None-Match': etag })
    expect(cached.status).toBe(304)
    expect(cached.headers.get('ETag')).toBe(etag)
    expect(await cached.text()).toBe('')

    expect((await call('/media/kettle/red/kt-1.svg', { 'If-None-Match': `"other", W/${etag}` })).status).toBe(304)
    expect((await call('/media/kettle/red/kt-1.svg', { 'If-None-Match': '"other"' })).status).toBe(200)
    // A different size is a different image.
    expect((await call('/media/kettle/red/kt-1.svg?w=150&h=150', { 'If-None-Match': etag })).status).toBe(200)
  })

  it.each(['/media/../../etc/passwd', '/media/spaceship/white/x.svg', '/media/fridge/white/x.svg?w=5000', '/media/fridge/white/x.js'])(
    'answers 404 for %s',
    async (path) => {
      const response = await call(path)
      expect(response.status).toBe(404)
      expect(await response.text()).toBe('Not found')
    },
  )

  it('answers 404 when there is no splat at all', async () => {
    const response = await loader({ request: new Request('http://localhost/media/'), params: {}, context: {} })
    expect(response.status).toBe(404)
  })
})
