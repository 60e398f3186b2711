/**
 * The order outbox with OUTBOX_SEND=confirm (decision 0026): an order made offline
 * waits for the shopper's click, whatever triggers fire meanwhile (the connection returning, a reload, the
 * worker starting), and is placed once after it. The suite's server sends automatically, so this spec
 * runs a server of its own (tests/e2e/own-server.ts) on the built app with the other setting.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { expect, test, waitForHydration } from '../setup/e2e'
import { ownPort, startOwnServer, type OwnServer } from './own-server'
import {
  acceptTerms,
  addByPost,
  expectCurrentStep,
  fillCheckoutByPosts,
  placeOrderButton,
  PRODUCTS,
  say,
  statusOrderNumber,
} from './shop-support'

const PORT = ownPort(1001)
const DATA_DIR = path.resolve(`.cache/e2e-confirm-data-${PORT}`)

test.use({ baseURL: `http://127.0.0.1:${PORT}`, serviceWorkers: 'allow', allowConsoleErrors: true })
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the outbox needs JavaScript; without it the form posts as before')
test.afterEach(({ consoleErrors }) => {
  const expected = /^console\.error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED/
  expect(
    consoleErrors.filter((line) => !expected.test(line)),
    'the page logged errors to the console',
  ).toEqual([])
})

let server: OwnServer | undefined
test.afterAll(async () => {
  await server?.stop()
  fs.rmSync(DATA_DIR, { recursive: true, force: true })
})

function ordersOfCart(key: string): number {
  const db = new Database(path.join(DATA_DIR, 'store.db'), { readonly: true, fileMustExist: true })
  try {
    const row = db
      .prepare('SELECT count(*) AS n FROM sales_order WHERE cart_id = (SELECT cart_id FROM sales_order WHERE idempotency_key = ?)')
      .get(key) as { n: number }
    return row.n
  } finally {
    db.close()
  }
}

const waiting = (page: Page) =>
  page
    .locator('.order-outbox')
    .getByRole('status')
    .filter({ hasText: say('outbox.waiting') })
const confirmButton = (page: Page) => waiting(page).getByRole('button', { name: say('outbox.confirm') })

test('an order made offline waits for the confirmation, then is placed once', async ({ page, context }) => {
  test.setTimeout(90_000)
  fs.rmSync(DATA_DIR, { recursive: true, force: true })
  server = await startOwnServer({ appDir: path.resolve('.'), port: PORT, dataDir: DATA_DIR, env: { OUTBOX_SEND: 'confirm' } })

  await addByPost(page, PRODUCTS.kettle)
  await fillCheckoutByPosts(page, { paymentMethod: 'cashondelivery' })
  await page.goto('/checkout')
  await expectCurrentStep(page, 'review')
  await acceptTerms(page)
  const key = await page.locator('input[name="idempotencyKey"]').inputValue()
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
  let sent = 0
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/checkout' && request.headers()['x-karoo-outbox']) sent++
  })

  await context.setOffline(true)
  await placeOrderButton(page).click()
  // Acknowledged beside the button that placed it, with what the shopper must do next.
  await expect(page.locator('.checkout-actions').getByRole('status')).toHaveText(say('outbox.keptToConfirm'))
  await expect(waiting(page)).toBeVisible()
  await expect(confirmButton(page)).toBeVisible()

  // The connection returns, the page is reloaded (the worker and the page's load trigger run): nothing goes.
  await context.setOffline(false)
  await page.waitForTimeout(2000)
  await page.reload()
  await waitForHydration(page)
  await expect(confirmButton(page)).toBeVisible()
  await page.waitForTimeout(2000)
  expect(sent).toBe(0)
  expect(ordersOfCart(key)).toBe(0)

  await confirmButton(page).click()
  const placed = page
    .locator('.order-outbox')
    .getByRole('status')
    .filter({ hasText: say('outbox.placed') })
  await expect(placed).toBeVisible({ timeout: 20_000 })
  await placed.getByRole('link', { name: say('outbox.viewOrder') }).click()
  await expect(page).toHaveURL(/\/order\/status\?id=/)
  await statusOrderNumber(page)
  expect(sent).toBe(1)
  expect(ordersOfCart(key)).toBe(1)
})
