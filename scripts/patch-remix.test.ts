/**
 * The discovery fix of scripts/patch-remix.mjs, run against the installed Remix: the test patches the
 * browser build the way `npm run build` does (idempotent), then drives Remix's own discovery function
 * with a manifest answer that arrives after the navigation was cancelled.
 */
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { applyPatch, PATCHES } from './patch-remix.mjs'

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
  for (const { file, edits } of PATCHES as { file: string; edits: unknown[] }[]) {
    const text = fs.readFileSync(dist + file, 'utf8')
    const patched = applyPatch(text, edits) as string
    if (patched !== text) fs.writeFileSync(dist + file, patched)
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
