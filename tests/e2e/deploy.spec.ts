/**
 * A deploy with the service worker: two real builds of the app, the second with a change to a
 * client file, served one after the other on the same address. The shopper on a page of the first build
 * is told, the reload brings the new worker, the old build's caches are deleted, and no request of the
 * browser or its worker gets a 404 all along (the white screen PWA Studio users report after deploys).
 *
 * The first build is the one the whole suite runs (`npm run build` comes before the end-to-end tests). The
 * spec copies the working tree to a temporary folder (node_modules linked, not copied), changes a client file
 * and builds the copy with `npm run build`: the second build. Both run on a port and data folder of the spec's
 * own (tests/e2e/own-server.ts), so the suite's server is never touched.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import { expect, test } from '../setup/e2e'
import { PRODUCTS, say } from './shop-support'
import { productPath } from './support'
import { ownPort, startOwnServer, type OwnServer } from './own-server'

const PORT = ownPort(1000)
const ROOT = path.resolve('.')
/** Build output, caches and reports: everything a copy must not bring along (it builds its own). */
const SKIPPED = new Set(['node_modules', '.git', '.cache', 'build', 'test-results', 'playwright-report', 'bench-results'])
const SKIPPED_PUBLIC = new Set(['build', 'service-worker.js', 'pwa.js'])

test.use({ serviceWorkers: 'allow', baseURL: `http://127.0.0.1:${PORT}` })
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the service worker needs JavaScript')

/** The build id (its caches' suffix) of the build in `appDir`. */
function buildId(appDir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(appDir, 'build', 'service-worker.json'), 'utf8')) as { build: string }).build
}

/** Copy the app's sources to `dir`, apply `change`, build it; returns the build id. */
async function buildCopy(dir: string, change?: (dir: string) => void): Promise<string> {
  fs.cpSync(ROOT, dir, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(ROOT, source).split(path.sep)
      if (SKIPPED.has(relative[0])) return false
      return !(relative[0] === 'public' && relative.length === 2 && SKIPPED_PUBLIC.has(relative[1]))
    },
  })
  fs.symlinkSync(fs.realpathSync(path.join(ROOT, 'node_modules')), path.join(dir, 'node_modules'), 'dir')
  change?.(dir)
  await promisify(execFile)('npm', ['run', 'build'], { cwd: dir, timeout: 150_000 })
  return buildId(dir)
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys())
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 15_000 })
/** The Remix manifest the page runs with: it names the build (the page's scripts set it after its load event). */
const pageBuild = async (page: Page) => {
  const manifest = await page.waitForFunction(() => (window as unknown as { __remixManifest?: { url: string } }).__remixManifest?.url)
  return String(await manifest.jsonValue()).replace(/^.*manifest-|\.js$/g, '')
}

/** Follow a link the way the router does (loader data, no new document). */
async function clientVisit(page: Page, href: string) {
  await page.evaluate((target) => {
    const link = Object.assign(document.createElement('a'), { href: target })
    document.querySelector('main')?.append(link)
    link.click()
  }, href)
  await expect(page).toHaveURL(href)
}

let workDir = ''
let server: OwnServer | undefined

test.afterAll(async () => {
  await server?.stop()
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
})

test('a real second build: the shopper is told, Reload brings the new worker, the old caches go, nothing 404s', async ({
  page,
  context,
  request,
}) => {
  // A build (about 20 s on a busy two-core machine) and two server starts.
  test.setTimeout(240_000)
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karoo-deploy-'))
  const first = buildId(ROOT)
  // The change a deploy brings: a client file of the app (its bundle, the Remix manifest and so the
  // worker's build id change with it).
  const second = await buildCopy(path.join(workDir, 'b'), (dir) => {
    fs.appendFileSync(
      path.join(dir, 'app', 'entry.client.tsx'),
      "\n;(window as unknown as { karooDeploy?: string }).karooDeploy = 'second build'\n",
    )
  })
  expect(second).not.toBe(first)
  const dataDir = path.join(workDir, 'data')

  // Every answer the browser, its pages and its worker get, through both builds.
  const responses: { url: string; status: number }[] = []
  context.on('response', (response) => responses.push({ url: response.url(), status: response.status() }))

  server = await startOwnServer({ appDir: ROOT, port: PORT, dataDir })
  const product = await productPath(request, PRODUCTS.kettle)
  await page.goto('/')
  await controlled(page)
  await page.goto('/c/kettles')
  await page.goto(product)
  expect(await pageBuild(page)).toBe(first)
  expect(await cacheNames(page)).toContain(`karoo-assets-${first}`)

  // The deploy: the same address now serves the second build (same database).
  await server.stop()
  server = await startOwnServer({ appDir: path.join(workDir, 'b'), port: PORT, dataDir })

  // The open page of the first build goes on: its router still finds the scripts it was built with.
  await clientVisit(page, '/c/kettles')
  await expect(page.locator('.product-card').first()).toBeVisible()
  await clientVisit(page, '/')
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()))
  const notice = page.locator('#pwa-update')
  await expect(notice).toBeVisible({ timeout: 15_000 })
  await expect(notice).toContainText(say('pwa.updateAvailable'))
  // Until the shopper accepts, the old worker and its caches serve the page.
  expect(await cacheNames(page)).toContain(`karoo-assets-${first}`)
  expect(await pageBuild(page)).toBe(first)

  await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: say('pwa.reload') }).click()])
  await controlled(page)
  await expect.poll(() => pageBuild(page)).toBe(second)
  await expect.poll(() => cacheNames(page)).toContain(`karoo-assets-${second}`)
  await expect.poll(async () => (await cacheNames(page)).filter((name) => name.endsWith(`-${first}`))).toEqual([])
  await expect(page.locator('#pwa-update')).toBeHidden()
  expect(await page.evaluate(() => (window as unknown as { karooDeploy?: string }).karooDeploy)).toBe('second build')

  // The new build reads on, documents and client-side visits alike.
  await clientVisit(page, product)
  await page.goto('/c/kettles')
  await expect(page.locator('.product-card').first()).toBeVisible()

  expect(responses.length).toBeGreaterThan(20)
  expect(responses.filter((response) => response.status === 404)).toEqual([])
})
