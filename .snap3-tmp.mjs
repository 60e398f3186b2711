import { chromium, devices } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const ctx = await browser.newContext({ ...devices['Pixel 5'], javaScriptEnabled: false })
const page = await ctx.newPage()
for (const sku of process.argv.slice(2)) {
  const r = await page.goto('http://127.0.0.1:3199/' + (process.env.PFX ?? '') + 'p/' + sku + '/x')
  console.log('=====', sku, r.status(), page.url())
  const snap = await page.locator('.product-info').ariaSnapshot().catch(e => 'none')
  console.log(snap)
}
await browser.close()
