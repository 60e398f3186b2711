/**
 * The footer's copyright names the current year of the shop's calendar. It comes from the root loader,
 * so the hydrated page (js-on) shows the same text as the server's HTML without a mismatch warning.
 */
import { expect, test } from '../setup/e2e'

const yearIn = (timeZone: string) => new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(new Date())

test('the copyright shows the current year in the store view time zone', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('contentinfo').locator('.copyright')).toContainText(`© ${yearIn('Africa/Johannesburg')} Karoo Appliances.`)
  await page.goto('/de')
  await expect(page.getByRole('contentinfo').locator('.copyright')).toContainText(`© ${yearIn('Europe/Berlin')} `)
})
