/**
 * Fails when modules of the app import each other in a circle (run by `npm run lint`).
 *
 * A cycle makes the order modules initialise in depend on who imports first, and it is the sign of two
 * files doing one job. Only imports that exist at run time count: `import type` and `export type` vanish
 * in the build. Paths are resolved like the compiler does for this project: `~/` is app/, and a path
 * without an extension finds .ts, .tsx or an index file.
 *
 *   npx tsx scripts/check-cycles.ts        prints each cycle and exits 1, or says there is none
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const appDir = path.join(root, 'app')
const EXTENSIONS = ['.ts', '.tsx']

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return EXTENSIONS.includes(path.extname(entry.name)) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The specifiers a module imports or re-exports at run time. */
export function runtimeImports(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  const found: string[] = []
  const statement = /^\s*(import|export)\s+(type\s+)?([^'"]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm
  for (const match of withoutComments.matchAll(statement)) {
    if (match[5]) {
      found.push(match[5])
      continue
    }
    if (match[2]) continue
    // `import { type A, type B } from` brings nothing at run time either.
    const names = match[3]!.trim()
    const braced = /^\{([\s\S]*)\}$/.exec(names)
    if (braced && braced[1]!.split(',').every((name) => !name.trim() || /^type\s/.test(name.trim()))) continue
    found.push(match[4]!)
  }
  for (const match of withoutComments.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(match[1]!)
  return found
}

function resolve(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('~/')) base = path.join(appDir, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return null
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))]
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null
}

/** Strongly connected components of more than one module (or a module importing itself): the cycles. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.reverse())
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return cycles
}

function main() {
  const files = [...sourceFiles(appDir), path.join(root, 'server.ts')]
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const targets = runtimeImports(fs.readFileSync(file, 'utf8'))
      .map((specifier) => resolve(file, specifier))
      .filter((target): target is string => target !== null)
    graph.set(file, [...new Set(targets)])
  }
  const cycles = findCycles(graph)
  if (cycles.length === 0) {
    console.log(`No import cycles in ${files.length} modules.`)
    return
  }
  console.error(`${cycles.length} import cycle(s): each group below imports itself through the others.`)
  for (const cycle of cycles) console.error(`  - ${cycle.map((file) => path.relative(root, file)).join('\n    ')}`)
  process.exit(1)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
