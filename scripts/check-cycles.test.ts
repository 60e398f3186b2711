import { describe, expect, it } from 'vitest'
import { findCycles, runtimeImports } from './check-cycles'

describe('runtimeImports', () => {
  it('reads imports, re-exports, side-effect and dynamic imports', () => {
    const source = [
      "import { a } from '~/a'",
      "import b, { c } from './b'",
      "export { d } from '../d'",
      "import './styles'",
      "const e = await import('~/e')",
    ].join('\n')
    expect(runtimeImports(source)).toEqual(['~/a', './b', '../d', './styles', '~/e'])
  })

  it('skips what vanishes in the build: type-only imports and exports, and comments', () => {
    const source = [
      "import type { A } from '~/a'",
      "import { type B, type C } from '~/b'",
      "export type { D } from '~/d'",
      "// import { e } from '~/e'",
      "/* import { f } from '~/f' */",
      "import { type G, h } from '~/gh'",
    ].join('\n')
    expect(runtimeImports(source)).toEqual(['~/gh'])
  })

  it('reads imports spread over several lines', () => {
    expect(runtimeImports("import {\n  a,\n  b,\n} from '~/ab'\n")).toEqual(['~/ab'])
  })
})

describe('findCycles', () => {
  it('finds a circle of three modules and a module importing itself, and nothing in a tree', () => {
    const graph = new Map([
      ['orders', ['mail', 'db']],
      ['mail', ['payments']],
      ['payments', ['orders']],
      ['db', []],
      ['self', ['self']],
      ['route', ['orders', 'db']],
    ])
    expect(findCycles(graph)).toEqual([['orders', 'mail', 'payments'], ['self']])
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([])
  })
})
