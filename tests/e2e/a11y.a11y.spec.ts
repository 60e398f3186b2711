/**
 * Accessibility (axe, WCAG 2.x A and AA) of the main catalogue pages on a phone, with JavaScript
 * (the file name keeps it out of the js-off project). expectNoA11yViolations fails on any violation.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoA11yViolations, test } from '../setup/e2e'
import { filterToggle, productPath } from './support'

const PAGES: { name: string; open: (page: Page, request: APIRequestContext) => Promise<unknown> }[] = [
  { name: 'home', open: (page) => page.goto('/') },
  {
    name: 'home with the menu open',
    open: async (page) => {
      await page.goto('/')
      await page.getByRole('banner').getByLabel('Menu', { exact: true }).click()
    },
  },
  {
    name: 'category with the filter panel open and a filter applied',
    open: async (page) => {
      await page.goto('/c/fridges-freezers?brand=koel')
      await filterToggle(page).click()
    },
  },
  {
    name: 'product with a chosen variant',
    open: async (page, request) => page.goto(`${await productPath(request, 'FRG-0903')}/FRG-0903-WHT-300L`),
  },
  { name: 'product on special', open: async (page, request) => page.goto(await productPath(request, 'AFR-0910')) },
  { name: 'product with custom options', open: async (page, request) => page.goto(await productPath(request, 'WSH-0911')) },
  { name: 'grouped product', open: async (page, request) => page.goto(await productPath(request, 'SET-0912')) },
  { name: 'bundle product', open: async (page, request) => page.goto(await productPath(request, 'BND-0913')) },
  { name: 'CMS page', open: (page) => page.goto('/about') },
  { name: 'search results', open: (page) => page.goto('/search?q=kettle') },
  { name: 'German store category', open: (page) => page.goto('/de/c/kettles') },
  {
    name: 'category with the interface in French (the note on the catalogue language)',
    open: async (page) => {
      await page.goto('/c/kettles')
      const footer = page.getByRole('contentinfo')
      await footer.getByRole('combobox').selectOption('fr-FR')
      await footer.locator('.language-form').getByRole('button').click()
      await page.getByRole('note').waitFor()
    },
  },
]

test.describe('no accessibility violations', () => {
  for (const { name, open } of PAGES) {
    test(name, async ({ page, request }) => {
      await open(page, request)
      await expectNoA11yViolations(page)
    })
  }
})
