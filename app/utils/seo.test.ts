import { describe, expect, it } from 'vitest'
import { keepShellContent } from '~/components/layout/shell.server'
import { brandTitle, errorMeta, seoMeta, type ErrorTitles } from './seo'

const titles: ErrorTitles = {
  404: 'Seite nicht gefunden',
  429: 'Zu viele Versuche',
  400: 'Ungültige Anfrage',
  500: 'Serverfehler',
  503: 'Vorübergehend nicht verfügbar',
}
// The root loader hands the titles of its store view and language to the render (shell.server.tsx).
keepShellContent('de', 'de-DE', {
  menu: [],
  labels: { blog: 'Blog', more: 'Mehr' },
  footer: [],
  blocks: { footerText: null, newsletterPromise: null },
  pwaBoot: '',
  errorTitles: titles,
})
const matches = [
  { id: 'root', data: { storeCode: 'de', locale: 'de-DE' } },
  { id: 'routes/x', data: undefined },
]
const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null }

describe('page titles', () => {
  it('carry the shop name once', () => {
    expect(brandTitle('Warenkorb')).toBe('Warenkorb | Karoo Appliances')
    expect(brandTitle('Kettles | Karoo Appliances')).toBe('Kettles | Karoo Appliances')
    expect(brandTitle('')).toBe('Karoo Appliances')
    expect(seoMeta({ title: 'Cart' })[0]).toEqual({ title: 'Cart | Karoo Appliances' })
  })

  it('name the error in the shopper’s language by its status', () => {
    expect(errorMeta({ error: notFound, matches })[0]).toEqual({ title: 'Seite nicht gefunden | Karoo Appliances' })
    expect(errorMeta({ error: { ...notFound, status: 429 }, matches })[0]).toEqual({ title: 'Zu viele Versuche | Karoo Appliances' })
    expect(errorMeta({ error: { ...notFound, status: 403 }, matches })[0]).toEqual({ title: 'Ungültige Anfrage | Karoo Appliances' })
    expect(errorMeta({ error: new Error('boom'), matches })[0]).toEqual({ title: 'Serverfehler | Karoo Appliances' })
    expect(errorMeta({ error: { ...notFound, status: 503 }, matches })[0]).toEqual({
      title: 'Vorübergehend nicht verfügbar | Karoo Appliances',
    })
    // The error route itself has no error: a server error. Without the root's data, the shop's name alone.
    expect(errorMeta({ matches })[0]).toEqual({ title: 'Serverfehler | Karoo Appliances' })
    expect(errorMeta({ error: notFound, matches: [] })[0]).toEqual({ title: 'Karoo Appliances' })
  })
})
