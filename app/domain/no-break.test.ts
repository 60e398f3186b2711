import { describe, expect, it } from 'vitest'
import { keepNumbersTogether, keepNumbersTogetherInHtml } from './no-break'

const NB = '\u00a0'

describe('keepNumbersTogether', () => {
  it('joins a number to its percent sign or currency', () => {
    expect(keepNumbersTogether('einen Gutschein über 10 % für')).toBe(`einen Gutschein über 10${NB}% für`)
    expect(keepNumbersTogether('250.000 € interamente versato')).toBe(`250.000${NB}€ interamente versato`)
    expect(keepNumbersTogether('costs R 299.00 today')).toBe(`costs R${NB}299.00 today`)
  })

  it('joins a register and its number, and the groups of a phone number', () => {
    expect(keepNumbersTogether('Amtsgericht Hamburg, HRB 178432')).toBe(`Amtsgericht Hamburg, HRB${NB}178432`)
    expect(keepNumbersTogether('DE 48213977')).toBe(`DE${NB}48213977`)
    expect(keepNumbersTogether('+49 40 8090 3140 (Mo–Fr)')).toBe(`+49${NB}40${NB}8090${NB}3140 (Mo–Fr)`)
  })

  it('leaves words, years and counts beside words alone', () => {
    const text = 'Since 1998 we deliver 7 days a week, 2 kettles in 10 minutes.'
    expect(keepNumbersTogether(text)).toBe(text)
  })
})

describe('keepNumbersTogetherInHtml', () => {
  it('changes the text between tags, never an attribute', () => {
    expect(keepNumbersTogetherInHtml('<a title="10 %" href="/x">10 % off</a><td>HRB 178432</td>')).toBe(
      `<a title="10 %" href="/x">10${NB}% off</a><td>HRB${NB}178432</td>`,
    )
  })
})
