/** Command-line options of `npm run bench -- ...`. */
import { MAX_SEARCH_SIZE, MIN_SEARCH_SIZE, parseSearchSizes } from './search'

export interface BenchOptions {
  /** Section ids to run, in the registry's order; null = all. */
  only: string[] | null
  /** auto: build when build/ is missing or older than app/; always: --build; never: --no-build. */
  build: 'auto' | 'always' | 'never'
  /** Warm-up requests for the memory section. */
  requests: number
  /** Lighthouse runs per page (the median run by performance score is reported). */
  lighthouseRuns: number
  /** List every file in the weight section, not only the largest. */
  verbose: boolean
  /** Product counts of the search section; null = its default (1 000, 10 000, 100 000). */
  searchSizes: number[] | null
  /** Throughput section: seconds measured per page at 32 connections (the 1-connection run is shorter). */
  throughputSeconds: number
  /** Throughput section: seconds of warm-up before each 32-connection run (at most 1 s at 1 connection). */
  throughputWarmup: number
  /** Throughput section: products of the large catalogue; 0 measures the demo catalogue only. */
  throughputProducts: number
  help: boolean
}

export const HELP = `Usage: npm run bench [-- options]

Builds the app if needed, starts it on a free port on 127.0.0.1 with a fresh demo database,
measures the budgets, prints a table and a summary, and writes bench-results/latest.json.
Exits with 1 when a budget fails.

Options:
  --only=a,b       run only these sections (see the list below), e.g. --only=weight,memory
  --no-build       never build (use build/ and public/build/ as they are)
  --build          always build first
  --requests=N     warm-up requests for the memory section (default 300, max 5000)
  --runs=N         Lighthouse runs per page; the median by performance score counts (default 3, max 5)
  --verbose        list every JavaScript and CSS file per page
  --search-sizes=N,M  product counts of the search section (default 1000,10000,100000)
  --duration=S     throughput: seconds measured per page at 32 connections (default 8, 1-120;
                   the 1-connection run takes 3/8 of it)
  --warmup=S       throughput: warm-up seconds before each run (default 2, 0-30; at most 1 at 1 connection)
  --products=N     throughput: products of the large catalogue (default 10000; 0 = demo catalogue only)
  --help           this text
`

export class UsageError extends Error {}

/** A whole-number option within its bounds, or the usage error that names it (the soak's options too). */
export function wholeNumber(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`${name} needs a whole number from ${min} to ${max}, got "${raw}"`)
  }
  return value
}

export function parseArgs(argv: readonly string[], sectionIds: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    only: null,
    build: 'auto',
    requests: 300,
    lighthouseRuns: 3,
    verbose: false,
    searchSizes: null,
    throughputSeconds: 8,
    throughputWarmup: 2,
    throughputProducts: 10_000,
    help: false,
  }
  for (const arg of argv) {
    const [flag, ...rest] = arg.split('=')
    const value = rest.join('=')
    switch (flag) {
      case '--only': {
        const ids = value
          .split(',')
          .map((id) => id.trim().toLowerCase())
          .filter(Boolean)
        if (ids.length === 0) throw new UsageError(`--only needs section names: ${sectionIds.join(', ')}`)
        const unknown = ids.filter((id) => !sectionIds.includes(id))
        if (unknown.length > 0) {
          throw new UsageError(`unknown section(s) ${unknown.join(', ')}; known: ${sectionIds.join(', ')}`)
        }
        // Keep the registry's order so output is comparable between runs.
        options.only = sectionIds.filter((id) => ids.includes(id))
        break
      }
      case '--no-build':
        options.build = 'never'
        break
      case '--build':
        options.build = 'always'
        break
      case '--requests':
        options.requests = wholeNumber('--requests', value, 1, 5000)
        break
      case '--runs':
        options.lighthouseRuns = wholeNumber('--runs', value, 1, 5)
        break
      case '--verbose':
        options.verbose = true
        break
      case '--search-sizes':
        try {
          options.searchSizes = parseSearchSizes(value)
        } catch (error) {
          throw new UsageError(error instanceof Error ? error.message : String(error))
        }
        break
      case '--duration':
        options.throughputSeconds = wholeNumber('--duration', value, 1, 120)
        break
      case '--warmup':
        options.throughputWarmup = wholeNumber('--warmup', value, 0, 30)
        break
      case '--products': {
        const products = wholeNumber('--products', value.replace(/_/g, ''), 0, MAX_SEARCH_SIZE)
        if (products !== 0 && products < MIN_SEARCH_SIZE) {
          throw new UsageError(`--products needs 0 or a whole number from ${MIN_SEARCH_SIZE} to ${MAX_SEARCH_SIZE}, got "${value}"`)
        }
        options.throughputProducts = products
        break
      }
      case '--help':
      case '-h':
        options.help = true
        break
      default:
        throw new UsageError(`unknown option "${arg}" (see --help)`)
    }
  }
  return options
}
