import { describe, expect, it } from 'vitest'
import { analysisLanguageFor, analyzeText, categoryHeads, headMatches, nameHead, queryTerms, stem, tokenizeText } from './analysis'

describe('tokenizeText (every language, and product codes)', () => {
  it('folds case and accents and splits codes into parts plus the joined code', () => {
    expect(tokenizeText('KRO-FR-001')).toEqual(['kro', 'fr', '001', 'krofr001'])
    expect(tokenizeText('Kühlschrank Große')).toEqual(['kuhlschrank', 'grosse'])
    expect(tokenizeText('Caffè  Macchina')).toEqual(['caffe', 'macchina'])
    expect(tokenizeText('  ')).toEqual([])
  })
})

describe('the store view decides the language', () => {
  it('default is English, /de German, /it Italian', () => {
    expect(analysisLanguageFor('default')).toBe('english')
    expect(analysisLanguageFor('de')).toBe('german')
    expect(analysisLanguageFor('it')).toBe('italian')
  })
})

describe('German', () => {
  it('meets singular and plural, umlaut and its spelling with e', () => {
    const kuehlschrank = stem('kuhlschrank', 'german')
    expect(stem('kuhlschranke', 'german')).toBe(kuehlschrank)
    expect(analyzeText('Kühlschränke', 'german')).toEqual([kuehlschrank])
    expect(analyzeText('Kuehlschraenke', 'german')).toEqual([kuehlschrank])
    expect(stem('waschmaschinen', 'german')).toBe(stem('waschmaschine', 'german'))
    expect(stem('geschirrspulern', 'german')).toBe(stem('geschirrspuler', 'german'))
    expect(stem('backofens', 'german')).toBe(stem('backofen', 'german'))
  })

  it('drops stop words, so "für die Küche" is one word', () => {
    expect(analyzeText('Geschirrspüler für die Küche', 'german')).toEqual([stem('geschirrspuler', 'german'), stem('kuche', 'german')])
  })

  it('leaves short words and "qu" alone', () => {
    expect(stem('ofen', 'german')).toBe('ofen')
    expect(stem('quelle', 'german')).toBe('quell')
  })
})

describe('Italian', () => {
  it('meets singular and plural', () => {
    expect(stem('lavatrici', 'italian')).toBe('lavatric')
    expect(stem('lavatrice', 'italian')).toBe('lavatric')
    expect(stem('frigoriferi', 'italian')).toBe(stem('frigorifero', 'italian'))
    expect(stem('lavastoviglie', 'italian')).toBe(stem('lavastoviglia', 'italian'))
    expect(stem('forno', 'italian')).toBe('forno')
  })

  it('drops elided articles and stop words: "l\'asciugatrice per la casa"', () => {
    expect(analyzeText("L'asciugatrice per la casa", 'italian')).toEqual(['asciugatric', 'casa'])
    expect(analyzeText('l’asciugatrice', 'italian')).toEqual(['asciugatric'])
  })
})

describe('English', () => {
  it('meets singular and plural', () => {
    expect(stem('fridges', 'english')).toBe('fridge')
    expect(stem('batteries', 'english')).toBe('battery')
    expect(stem('kettles', 'english')).toBe('kettle')
    expect(stem('glass', 'english')).toBe('glass')
    expect(stem('toasters', 'english')).toBe('toaster')
  })

  it('drops stop words', () => {
    expect(analyzeText('The fridge for the kitchen', 'english')).toEqual(['fridge', 'kitchen'])
  })
})

describe('queryTerms', () => {
  it('keeps each term plain (for skus) and stemmed (for text), without stop words', () => {
    expect(queryTerms('die Kühlschränke KRO-FR-001', 'german')).toEqual([
      { plain: 'kuhlschranke', analyzed: stem('kuhlschranke', 'german') },
      { plain: 'kro', analyzed: 'kro' },
      { plain: 'fr', analyzed: 'fr' },
      { plain: '001', analyzed: '001' },
      { plain: 'krofr001', analyzed: 'krofr001' },
    ])
    expect(queryTerms('the', 'english')).toEqual([])
  })
})

describe('what a product is: the head of its name', () => {
  it('is the last word in English and German, up to a modifier; sizes, units and codes skipped', () => {
    expect(nameHead('Bosveld Fridge Door Seal BV1002', 'english')).toBe('seal')
    expect(nameHead('Khaya 550 L Side-by-Side Fridge with Water Dispenser KH1001', 'english')).toBe('fridge')
    expect(nameHead('Khaya Kalkfilter für Wasserkocher KH1004', 'german')).toBe(stem('kalkfilter', 'german'))
    expect(nameHead('Khaya Glas-Wasserkocher 1,7 L KH1003', 'german')).toBe(stem('wasserkocher', 'german'))
    expect(nameHead('Koel Kühlschrank-Wasserfilterkartusche KL0916', 'german')).toBe(stem('wasserfilterkartusche', 'german'))
    expect(nameHead('KL0916', 'german')).toBeNull()
  })

  it('is the first word in Italian', () => {
    expect(nameHead('Guarnizione porta frigorifero Bosveld BV1002', 'italian')).toBe(stem('guarnizione', 'italian'))
    expect(nameHead('Filtro acqua per macchina da caffè Khaya', 'italian')).toBe(stem('filtro', 'italian'))
    expect(nameHead('macchina da caffè', 'italian')).toBe(stem('macchina', 'italian'))
  })

  it('reads every kind a category name lists, completing German shortened compounds', () => {
    expect(categoryHeads('Fridges & Freezers', 'english')).toEqual(['fridge', 'freezer'])
    expect(categoryHeads('Frigoriferi e congelatori', 'italian')).toEqual([stem('frigoriferi', 'italian'), stem('congelatori', 'italian')])
    expect(categoryHeads('Kühl- & Gefrierschränke', 'german')).toContain(stem('kuhlschrank', 'german'))
  })

  it('matches the same stem, or in German the last part of a compound, never a longer word', () => {
    const de = (word: string) => stem(word, 'german')
    expect(headMatches(de('filterkaffeemaschine'), de('kaffeemaschine'), 'german')).toBe(true)
    expect(headMatches(de('wasserfilter'), de('kaffeemaschine'), 'german')).toBe(false)
    expect(headMatches('mixerbowl', 'mixer', 'english')).toBe(false)
    expect(headMatches('filtercoffeemaker', 'coffeemaker', 'english')).toBe(false)
    expect(headMatches('kettle', 'kettle', 'english')).toBe(true)
    expect(headMatches(null, 'kettle', 'english')).toBe(false)
  })
})
