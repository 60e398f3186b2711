import { describe, expect, it } from 'vitest'
import { aliasName, attributeCodesFromMapping, buildIndexName, indexMappings, indexPattern, indexSettings } from './mapping'

type AnyRecord = Record<string, any>

describe('index names', () => {
  it('names one alias per store view and timestamped indexes behind it', () => {
    expect(aliasName('karoo_products', 'de')).toBe('karoo_products_de')
    const index = buildIndexName('karoo_products_de', new Date('2025-03-04T05:06:07.089Z'), 'A1b2!')
    expect(index).toBe('karoo_products_de-20250304050607089-a1b2')
    expect(index.startsWith(indexPattern('karoo_products_de').slice(0, -1))).toBe(true)
    // The 'de' pattern never matches the 'default' indexes.
    expect('karoo_products_default-2025'.startsWith(indexPattern('karoo_products_de').slice(0, -1))).toBe(false)
  })

  it('refuses prefixes and store codes that are not plain lower-case names', () => {
    expect(() => aliasName('Karoo', 'de')).toThrow(/prefix/)
    expect(() => aliasName('karoo', '*')).toThrow(/store code/)
    expect(() => aliasName('karoo', 'de,other')).toThrow(/store code/)
  })
})

describe('settings per store view language', () => {
  const filtersOf = (store: string) => (indexSettings(store).analysis as AnyRecord).analyzer.product_text.filter

  it('uses English for default, German for de and Italian for it', () => {
    expect(filtersOf('default')).toEqual(expect.arrayContaining(['karoo_english_stop', 'karoo_english_stemmer']))
    expect(filtersOf('de')).toEqual(expect.arrayContaining(['german_normalization', 'karoo_german_stemmer']))
    expect(filtersOf('it')).toEqual(expect.arrayContaining(['karoo_italian_elision', 'karoo_italian_stemmer']))
    const filters = (indexSettings('de').analysis as AnyRecord).filter
    expect(filters.karoo_german_stemmer).toEqual({ type: 'stemmer', language: 'light_german' })
    expect(filters.karoo_english_stop.stopwords).toBe('_english_')
  })

  it('turns refresh off only while building and sets replicas only when asked', () => {
    expect(indexSettings('default', { refreshInterval: '-1' }).refresh_interval).toBe('-1')
    expect(indexSettings('default')).not.toHaveProperty('refresh_interval')
    expect(indexSettings('default')).not.toHaveProperty('number_of_replicas')
    expect(indexSettings('default', { replicas: 0 }).number_of_replicas).toBe(0)
  })
})

describe('mappings', () => {
  const properties = indexMappings().properties as AnyRecord

  it('maps prices as long minor units, text with keyword subfields, sku as keyword + text', () => {
    expect(properties.price).toEqual({ type: 'long' })
    expect(properties.regularPrice).toEqual({ type: 'long' })
    expect(properties.name.analyzer).toBe('product_text')
    expect(properties.name.fields.keyword.type).toBe('keyword')
    expect(properties.brand.fields.keyword.type).toBe('keyword')
    expect(properties.sku.type).toBe('keyword')
    expect(properties.sku.fields.text.analyzer).toBe('sku_text')
    expect(properties.createdAt.type).toBe('date')
    expect(properties.isNew.type).toBe('boolean')
  })

  it('maps every attribute code as a keyword through a dynamic template', () => {
    const mappings = indexMappings()
    expect(mappings.dynamic).toBe(false)
    expect(properties.attributes).toEqual({ type: 'object', dynamic: true })
    expect(mappings.dynamic_templates?.[0].attribute_values).toMatchObject({
      path_match: 'attributes.*',
      mapping: { type: 'keyword' },
    })
  })

  it('reads attribute codes back from a getMapping answer (union over indexes, sorted)', () => {
    const answer = {
      'karoo_products_de-1': { mappings: { properties: { attributes: { properties: { size: {}, color: {} } } } } },
      'karoo_products_de-2': { mappings: { properties: { attributes: { properties: { color: {}, 'bad code': {} } } } } },
      'karoo_products_de-3': { mappings: {} },
    }
    expect(attributeCodesFromMapping(answer)).toEqual(['color', 'size'])
    expect(attributeCodesFromMapping(null)).toEqual([])
  })
})
