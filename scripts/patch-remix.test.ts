/**
 * The discovery fix of scripts/patch-remix.mjs, run against the installed Remix: the test patches the
 * browser build the way `npm run build` does (idempotent), then drives Remix's own discovery function
 * with a manifest answer that arrives after the navigation was cancelled.
 */
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { applyPatch, PATCHES, patchTarget } from './patch-remix.mjs'

type Discover = (args: { path: string; patch: (id: string | null, children: unknown[]) => void; signal: AbortSignal }) => Promise<void>
type FogOfWar = {
  getPatchRoutesOnNavigationFunction: (...args: unknown[]) => Discover
  isPathDiscovered: (path: string) => boolean
}

const dist = fileURLToPath(new URL('../node_modules/@remix-run/react/dist/esm/', import.meta.url))
const route = (id: string, path: string) => ({
  id,
  parentId: 'root',
  path,
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasErrorBoundary: false,
  module: `/build/${id}.js`,
})

let fog: FogOfWar

beforeAll(async () => {
  for (const patch of PATCHES as { file: string; edits: unknown[] }[]) {
    const text = fs.readFileSync(patchTarget(patch), 'utf8')
    const patched = applyPatch(text, patch.edits) as string
    if (patched !== text) fs.writeFileSync(patchTarget(patch), patched)
  }
  fog = (await import(/* @vite-ignore */ `${dist}fog-of-war.js`)) as FogOfWar
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A manifest endpoint whose answer the test releases; it counts the requests. */
function manifestEndpoint() {
  const answers: ((routes: unknown) => void)[] = []
  const fetch = vi.fn(async () => ({
    ok: true,
    status: 200,
    headers: new Headers(),
    json: () => new Promise((resolve) => answers.push(resolve)),
  }))
  vi.stubGlobal('window', { location: { origin: 'http://shop.test', href: 'http://shop.test/' } })
  vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} })
  vi.stubGlobal('fetch', fetch)
  return { fetch, answer: (routes: unknown) => answers.shift()!(routes) }
}

describe('lazy route discovery (patched Remix)', () => {
  const manifest = () => ({ version: 'v1', routes: { root: { id: 'root', path: '', module: '/build/root.js' } } })

  it('a navigation cancelled while its manifest answer arrives is discovered again on the next visit', async () => {
    const endpoint = manifestEndpoint()
    const discover = fog.getPatchRoutesOnNavigationFunction(manifest(), {}, { v3_lazyRouteDiscovery: true }, false, undefined)
    const product = route('routes/product', ':store?/p/:parentSku/:slug')
    const path = '/de/p/KET-0901/vuka-kettle'

    const cancelled = new AbortController()
    const firstPatch = vi.fn()
    const first = discover({ path, patch: firstPatch, signal: cancelled.signal })
    await vi.waitFor(() => expect(endpoint.fetch).toHaveBeenCalledTimes(1))
    cancelled.abort()
    endpoint.answer({ [product.id]: product })
    await first
    expect(firstPatch).not.toHaveBeenCalled()
    expect(fog.isPathDiscovered(path)).toBe(false)

    const secondPatch = vi.fn()
    const second = discover({ path, patch: secondPatch, signal: new AbortController().signal })
    await vi.waitFor(() => expect(endpoint.fetch).toHaveBeenCalledTimes(2))
    endpoint.answer({ [product.id]: product })
    await second
    expect(secondPatch).toHaveBeenCalledTimes(1)
    expect(secondPatch.mock.calls[0]![1]).toEqual([expect.objectContaining({ id: product.id })])
    expect(fog.isPathDiscovered(path)).toBe(true)
  })

  it('a path counts as discovered only once its routes were added', async () => {
    const endpoint = manifestEndpoint()
    const discover = fog.getPatchRoutesOnNavigationFunction(manifest(), {}, { v3_lazyRouteDiscovery: true }, false, undefined)
    const category = route('routes/category', ':store?/c/:slug')
    const path = '/it/c/bollitori'
    const patch = vi.fn()
    const pending = discover({ path, patch, signal: new AbortController().signal })
    await vi.waitFor(() => expect(endpoint.fetch).toHaveBeenCalledTimes(1))
    expect(fog.isPathDiscovered(path)).toBe(false)
    endpoint.answer({ [category.id]: category })
    await pending
    expect(patch).toHaveBeenCalledTimes(1)
    expect(fog.isPathDiscovered(path)).toBe(true)
  })

  it('refuses to patch a Remix whose code moved (the build stops instead of shipping without the fix)', () => {
    const [fogPatch] = PATCHES as { edits: unknown[] }[]
    expect(() => applyPatch('export { something };', fogPatch!.edits)).toThrow(/@remix-run\/react changed/)
  })
})

type MatchRoutes = (
  routes: unknown[],
  location: string,
) => { route: { id: string }; params: Record<string, string | undefined>; pathname: string }[] | null

describe('route matching on the server (patched router)', () => {
  // The store's shape: an optional store segment, nested pages, an index, and a catch-all.
  const tree = () => [
    {
      id: 'root',
      path: '',
      children: [
        { id: 'home', path: ':store?', index: false, children: [{ id: 'home-index', index: true }] },
        { id: 'category', path: ':store?/c/:slug' },
        { id: 'product', path: ':store?/p/:parentSku/:slug/:childSku?' },
        {
          id: 'account',
          path: ':store?/my-account',
          children: [
            { id: 'orders', path: 'orders' },
            { id: 'account-index', index: true },
          ],
        },
        { id: 'catch-all', path: ':store?/*' },
      ],
    },
  ]
  const paths = [
    '/',
    '/de',
    '/c/kettles',
    '/de/c/kettles',
    '/p/KET-1/kettle',
    '/it/p/FRG-1/fridge/FRG-1-WHT',
    '/my-account/orders',
    '/de/my-account',
    '/no/such/page',
  ]
  const summary = (matches: ReturnType<MatchRoutes>) => matches?.map((m) => [m.route.id, m.params]) ?? null

  it('matches a kept route tree exactly as the unpatched router matches a fresh one', async () => {
    const patched = (await import(
      /* @vite-ignore */ patchTarget((PATCHES as { file: string }[]).find((p) => p.file === 'router.cjs.js')!)
    )) as {
      matchRoutes: MatchRoutes
    }
    const unpatched = (await import(
      /* @vite-ignore */ fileURLToPath(new URL('../node_modules/@remix-run/router/dist/router.js', import.meta.url))
    )) as {
      matchRoutes: MatchRoutes
    }
    const kept = tree()
    for (let round = 0; round < 2; round++) {
      for (const path of paths) expect(summary(patched.matchRoutes(kept, path)), path).toEqual(summary(unpatched.matchRoutes(tree(), path)))
    }
    const installed = fs.readFileSync(patchTarget((PATCHES as { file: string }[]).find((p) => p.file === 'router.cjs.js')!), 'utf8')
    expect(installed).toContain('rankedBranchesByRoutes')
    expect(installed).toContain('matchesByRoutes')
  })

  it('gives every caller matches of its own: a caller changing them does not change the next match', async () => {
    const patched = (await import(
      /* @vite-ignore */ patchTarget((PATCHES as { file: string }[]).find((p) => p.file === 'router.cjs.js')!)
    )) as {
      matchRoutes: MatchRoutes
    }
    const kept = tree()
    const first = patched.matchRoutes(kept, '/de/c/kettles')!
    first.at(-1)!.params.slug = 'changed'
    first.at(-1)!.pathname = '/elsewhere'
    const second = patched.matchRoutes(kept, '/de/c/kettles')!
    expect(second.at(-1)!.params).toEqual({ store: 'de', slug: 'kettles' })
    expect(second.at(-1)!.pathname).toBe('/de/c/kettles')
    // Another tree (another build) is matched on its own.
    const other = [{ id: 'only', path: '/de/c/:slug' }]
    expect(summary(patched.matchRoutes(other, '/de/c/kettles'))).toEqual([['only', { slug: 'kettles' }]])
  })
})
