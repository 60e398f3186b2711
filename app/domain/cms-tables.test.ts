import { describe, expect, it } from 'vitest'
import { labelTableColumns } from './cms-tables'

const sizeGuide = `<p>Intro</p>
<table>
<thead><tr><th>Household</th><th>Fridge <em>(total)</em></th><th>Drum</th></tr></thead>
<tbody>
<tr><td>1–2 people</td><td>200–300 litres</td><td>6–7 kg</td></tr>
<tr class="x"><td>5 or more</td><td colspan="2">ask us</td></tr>
</tbody>
</table>
<p>After</p>`

describe('labelTableColumns', () => {
  it('labels every body cell with its column heading and marks the table for stacking on phones', () => {
    const html = labelTableColumns(sizeGuide)
    expect(html).toContain('<table class="cms-stack">')
    expect(html).toContain(
      '<tr><td data-label="Household">1–2 people</td><td data-label="Fridge (total)">200–300 litres</td><td data-label="Drum">6–7 kg</td></tr>',
    )
    // A cell spanning columns takes the first one's heading; the text around the table is untouched.
    expect(html).toContain(
      '<tr class="x"><td data-label="Household">5 or more</td><td colspan="2" data-label="Fridge (total)">ask us</td></tr>',
    )
    expect(html.startsWith('<p>Intro</p>')).toBe(true)
    expect(html.endsWith('<p>After</p>')).toBe(true)
  })

  it('leaves a table without column headings alone: a row-heading table already reads as label and value', () => {
    const keyValue = '<table>\n<tbody>\n<tr><th>VAT number</th><td>4720193856</td></tr>\n</tbody>\n</table>'
    expect(labelTableColumns(keyValue)).toBe(keyValue)
  })

  it('keeps the classes a table already has, and quotes in a heading cannot end the attribute', () => {
    const html = labelTableColumns(
      '<table class="wide"><thead><tr><th>The "big" one &amp; more</th></tr></thead><tr><td>x</td></tr></table>',
    )
    expect(html).toBe(
      '<table class="wide cms-stack"><thead><tr><th>The "big" one &amp; more</th></tr></thead><tr><td data-label="The &quot;big&quot; one &amp; more">x</td></tr></table>',
    )
  })

  it('labels each of several tables with its own headings, and gives text without tables back as it was', () => {
    const two =
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><table><thead><tr><th>B</th></tr></thead><tbody><tr><td>2</td></tr></tbody></table>'
    expect(labelTableColumns(two)).toContain('<td data-label="A">1</td>')
    expect(labelTableColumns(two)).toContain('<td data-label="B">2</td>')
    expect(labelTableColumns('<p>No table</p>')).toBe('<p>No table</p>')
  })
})
