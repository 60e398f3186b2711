import { describe, expect, it } from 'vitest'
import { categorySlug, slugify } from '~/domain/slug'

describe('slugify', () => {
  it('lowercases and joins words with hyphens', () => {
    expect(slugify('Kitchen Appliances')).toBe('kitchen-appliances')
  })

  it('collapses runs of separators and trims hyphens at both ends', () => {
    expect(slugify('  Fridges & Freezers -- 2024!  ')).toBe('fridges-freezers-2024')
  })

  it('spells out German umlauts and ß', () => {
    expect(slugify('Kühlschränke für Küche')).toBe('kuehlschraenke-fuer-kueche')
    expect(slugify('Öfen und Großgeräte')).toBe('oefen-und-grossgeraete')
    expect(slugify('ÄÖÜ')).toBe('aeoeue')
  })

  it('strips other accents', () => {
    expect(slugify('Café Crème Brûlée')).toBe('cafe-creme-brulee')
    expect(slugify('Macchine per caffè')).toBe('macchine-per-caffe')
    expect(slugify('Señor Ñandú')).toBe('senor-nandu')
  })

  it('maps letters that do not decompose', () => {
    expect(slugify('Smørrebrød Łódź')).toBe('smorrebrod-lodz')
  })

  it('drops apostrophes inside words', () => {
    expect(slugify("Chef's Choice")).toBe('chefs-choice')
  })

  it('keeps digits', () => {
    expect(slugify('Air Fryer 5.5L')).toBe('air-fryer-5-5l')
  })

  it('gives an empty slug for text with nothing sluggable', () => {
    expect(slugify('')).toBe('')
    expect(slugify('!!! ???')).toBe('')
    expect(slugify('冷蔵庫')).toBe('')
  })
})

describe('categorySlug', () => {
  const category = { id: 12, name: 'Kühlschränke', urlKey: 'fridges' }

  it('uses the url_key when configured so', () => {
    expect(categorySlug(category, true)).toBe('fridges')
  })

  it('uses the slugified name plus hyphen plus id otherwise', () => {
    expect(categorySlug(category, false)).toBe('kuehlschraenke-12')
  })

  it('falls back to name and id when configured for url keys but none is set', () => {
    expect(categorySlug({ ...category, urlKey: '' }, true)).toBe('kuehlschraenke-12')
    expect(categorySlug({ ...category, urlKey: null }, true)).toBe('kuehlschraenke-12')
  })

  it('gives just the id when the name has nothing sluggable', () => {
    expect(categorySlug({ id: 7, name: '???' }, false)).toBe('7')
  })
})
