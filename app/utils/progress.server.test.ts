import { describe, expect, it } from 'vitest'
import { progressLine, progressReporter } from './progress.server'

function sink(isTTY: boolean) {
  const written: string[] = []
  const out = { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream
  return { out, written }
}

describe('progress bar', () => {
  it('draws the share done, the counts with thousands grouped and the time', () => {
    expect(progressLine(52_000, 100_000, 12_345)).toBe('[#####-----] 52 000 / 100 000 docs  12.3 s')
    expect(progressLine(0, 0, 0)).toBe('[##########] 0 / 0 docs  0.0 s')
  })

  it('writes one line per tenth into a log', () => {
    const { out, written } = sink(false)
    const bar = progressReporter('de', out)
    for (let done = 0; done <= 100_000; done += 5000) bar.update(done, 100_000)
    expect(written).toHaveLength(11)
    expect(written[0]).toMatch(/^de \[----------\] 0 \/ 100 000 docs/)
    expect(written[10]).toMatch(/^de \[##########\] 100 000 \/ 100 000 docs .*\n$/)
  })

  it('redraws one line on a terminal and ends it when done', () => {
    const { out, written } = sink(true)
    const bar = progressReporter('it', out)
    bar.update(1, 2)
    bar.update(2, 2)
    expect(written[0]!.startsWith('\rit [#####-----] 1 / 2 docs')).toBe(true)
    expect(written[0]!.endsWith('\u001b[K')).toBe(true)
    expect(written[1]).toMatch(/\n$/)
  })
})
