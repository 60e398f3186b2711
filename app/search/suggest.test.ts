import { describe, expect, it } from 'vitest'
import { buildVocabulary, categoryNameWords, didYouMean, editDistance, words } from './suggest'

const vocabulary = buildVocabulary([
  'Koel 450 L Frost-Free Double-Door Fridge',
  'Koel Bottom-Freezer Combi Fridge',
  'Vuka 1.7 L Cordless Kettle',
  'Kühlschrank mit Gefrierfach',
  'Washing Machine',
])

describe('words', () => {
  it('lower-cases, strips accents and splits on anything that is not a letter or digit', () => {
    expect(words('Kühlschrank, Frost-Free!')).toEqual(['kuhlschrank', 'frost', 'free'])
  })
})

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('fridge', 'fridge')).toBe(0)
    expect(editDistance('frdge', 'fridge')).toBe(1)
    expect(editDistance('kettel', 'kettle')).toBe(2)
  })
  it('gives up past the limit', () => {
    expect(editDistance('toaster', 'fridge', 2)).toBe(3)
  })
})

describe('didYouMean', () => {
  it('corrects a misspelled word to the closest known one', () => {
    expect(didYouMean('frigde', vocabulary)).toBe('fridge')
    expect(didYouMean('cordles kettel', vocabulary)).toBe('cordless kettle')
  })
  it('finds German words without their umlauts', () => {
    expect(didYouMean('kuhlschrnk', vocabulary)).toBe('kuhlschrank')
  })
  it('says nothing when every word is known or nothing is close', () => {
    expect(didYouMean('koel fridge', vocabulary)).toBeNull()
    expect(didYouMean('xylophone', vocabulary)).toBeNull()
  })
  it('leaves short words and model numbers alone', () => {
    expect(didYouMean('frdge 450', vocabulary)).toBe('fridge 450')
    expect(didYouMean('ket', vocabulary)).toBeNull()
  })
})

describe('categoryNameWords', () => {
  it('completes a German compound shortened with a hyphen from the last word', () => {
    const fridges = categoryNameWords('Kühl- & Gefrierschränke')
    expect(fridges).toEqual(expect.arrayContaining(['kuhl', 'gefrierschranke', 'kuhlschranke']))
    expect(categoryNameWords('Wasser- & Luftfilter')).toContain('wasserfilter')
    expect(categoryNameWords('Kühl-, Gefrier- und Weinschränke')).toEqual(expect.arrayContaining(['kuhlschranke', 'gefrierschranke']))
  })

  it('leaves names without a shortened compound as their words', () => {
    expect(categoryNameWords('Frigoriferi e congelatori')).toEqual(['frigoriferi', 'e', 'congelatori'])
    expect(categoryNameWords('Side-by-Side Fridges')).toEqual(['side', 'by', 'side', 'fridges'])
  })
})
