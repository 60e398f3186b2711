import { describe, expect, it } from 'vitest'
import { catalogueNoteKey, hasCatalogueIn } from './i18n'
import { LOCALES, storeViews } from './store-views'

describe('which languages have the catalogue', () => {
  it('is English, German and Italian only', () => {
    expect(LOCALES.filter(hasCatalogueIn)).toEqual(['en-US', 'de-DE', 'it-IT', 'en-ZA'])
  })

  it('every store view shows its catalogue in one of them', () => {
    for (const view of storeViews) expect(hasCatalogueIn(view.locale), view.storeCode).toBe(true)
  })
})

describe('the note on the catalogue language', () => {
  it("is absent when the interface is in the store view's own language", () => {
    expect(catalogueNoteKey('en-ZA', 'en-ZA')).toBeNull()
    expect(catalogueNoteKey('en-US', 'en-ZA')).toBeNull()
    expect(catalogueNoteKey('de-DE', 'de-DE')).toBeNull()
    expect(catalogueNoteKey('it-IT', 'it-IT')).toBeNull()
  })

  it("names the store view's catalogue language when the interface is in another", () => {
    expect(catalogueNoteKey('fr-FR', 'en-ZA')).toBe('catalogue.languageNoteEnglish')
    expect(catalogueNoteKey('ja-JP', 'de-DE')).toBe('catalogue.languageNoteGerman')
    expect(catalogueNoteKey('ru-RU', 'it-IT')).toBe('catalogue.languageNoteItalian')
    // A language that has a catalogue, chosen in a store view of another: the page's products are still not in it.
    expect(catalogueNoteKey('de-DE', 'en-ZA')).toBe('catalogue.languageNoteEnglish')
    expect(catalogueNoteKey('en-US', 'it-IT')).toBe('catalogue.languageNoteItalian')
  })
})
