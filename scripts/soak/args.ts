/** Command-line options of `npm run soak -- ...`. */
import { UsageError, wholeNumber } from '../bench/args'

export const PARTS = ['load', 'two-instances', 'faults'] as const
export type Part = (typeof PARTS)[number]
export type DatabaseChoice = 'sqlite' | 'postgres'

export interface SoakOptions {
  databases: DatabaseChoice[]
  parts: Part[]
  /** Seconds of mixed traffic in the load part. */
  seconds: number
  connections: number
  /** PostgreSQL server on which scratch databases are created (and dropped). */
  postgresUrl: string
  build: 'auto' | 'always' | 'never'
  help: boolean
}

export const HELP = `Usage: npm run soak [-- options]

Builds the app if needed, runs it on 127.0.0.1 with fresh data, drives traffic and faults at it, then
checks the invariants in the database. Exits with 1 when one is broken.

Options:
  --db=sqlite|postgres|both   databases (default both; postgres needs --pg-url's server)
  --only=load,two-instances,faults   parts to run (default all; two-instances is PostgreSQL only)
  --seconds=S      load: seconds of traffic (default 60, 5-600)
  --connections=N  load: concurrent shoppers (default 32, 1-256)
  --pg-url=URL     PostgreSQL server for scratch databases (default $SOAK_DATABASE_URL or
                   postgres://postgres@127.0.0.1:5432/test); each run creates karoo_soak_<random> and drops it
  --build / --no-build   always / never build first (default: when build/ is older than app/)
  --help           this text
`

export { UsageError }

export function parseSoakArgs(argv: readonly string[], env: Record<string, string | undefined> = {}): SoakOptions {
  const options: SoakOptions = {
    databases: ['sqlite', 'postgres'],
    parts: [...PARTS],
    seconds: 60,
    connections: 32,
    postgresUrl: env.SOAK_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    build: 'auto',
    help: false,
  }
  for (const arg of argv) {
    const [name, value = ''] = arg.split(/=(.*)/s, 2)
    switch (name) {
      case '--db':
        if (value === 'both') options.databases = ['sqlite', 'postgres']
        else if (value === 'sqlite' || value === 'postgres') options.databases = [value]
        else throw new UsageError(`--db is sqlite, postgres or both, got "${value}"`)
        break
      case '--only': {
        const parts = value.split(',').filter(Boolean)
        const unknown = parts.filter((part) => !(PARTS as readonly string[]).includes(part))
        if (parts.length === 0 || unknown.length > 0) throw new UsageError(`--only takes ${PARTS.join(', ')}; got "${value}"`)
        options.parts = PARTS.filter((part) => parts.includes(part))
        break
      }
      case '--seconds':
        options.seconds = wholeNumber('--seconds', value, 5, 600)
        break
      case '--connections':
        options.connections = wholeNumber('--connections', value, 1, 256)
        break
      case '--pg-url':
        if (!/^postgres(ql)?:\/\//.test(value)) throw new UsageError(`--pg-url needs a postgres:// address, got "${value}"`)
        options.postgresUrl = value
        break
      case '--build':
        options.build = 'always'
        break
      case '--no-build':
        options.build = 'never'
        break
      case '--help':
      case '-h':
        options.help = true
        break
      default:
        throw new UsageError(`unknown option ${arg} (see --help)`)
    }
  }
  return options
}
