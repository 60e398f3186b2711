/** Helpers for the specs that run with the real service worker (not a spec itself). */
import type { Page } from '@playwright/test'

/** Opens the home page and waits until the worker controls it (the first worker takes over at once). */
export async function withWorker(page: Page) {
  await page.goto('/')
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 15_000 })
}

/** An address the worker answers with an offline notice: a plain document with no scripts to wait for. */
export function openNotice(page: Page, url: string) {
  return page.goto(url, { waitUntil: 'domcontentloaded' })
}
