import { chromium, devices } from '@playwright/test'
const [,, url, js='on', sel='body'] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const ctx = await browser.newContext({ ...devices['Pixel 5'], javaScriptEnabled: js === 'on' })
const page = await ctx.newPage()
page.on('console', m => { if (m.type()==='error') console.log('CONSOLE ERROR', m.text()) })
const r = await page.goto('http://127.0.0.1:3199' + url)
console.log('status', r.status(), page.url())
console.log(await page.locator(sel).ariaSnapshot())
await browser.close()
